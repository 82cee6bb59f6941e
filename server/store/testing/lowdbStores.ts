import { afterEach } from 'vitest';
import { tempFolders } from '../../testing/tempFolders.js';
import { LowdbStore, type LowdbStoreOptions } from '../assembly/lowdbStore.js';

/**
 * A test file's lowdb stores, each in a temporary data folder: `folder()` makes a folder and
 * `open()` a store on one, with the file's own options. After each test every store opened is
 * closed, then the folders are removed (afterEach hooks run last registered first).
 */
export function lowdbStores(prefix: string, defaults: Partial<LowdbStoreOptions> = {}) {
  const folder = tempFolders(prefix);
  const stores: LowdbStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });
  const open = async (dataDir: string, options: Partial<LowdbStoreOptions> = {}) => {
    const store = await LowdbStore.open({ dataDir, ...defaults, ...options });
    stores.push(store);
    return store;
  };
  return { folder, open };
}
