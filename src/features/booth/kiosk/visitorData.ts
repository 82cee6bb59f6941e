import { KIOSK_STORAGE_KEY } from '@lib/kiosk';
import { KEPT_LOCAL_KEYS } from './constants';

/**
 * Removes everything a visitor may have left in the tab's storage: terminal transcripts, flags,
 * drafts. Only the theme and the kiosk setting itself stay.
 */
export function clearVisitorStorage(local: Storage, session: Storage): void {
  clearExcept(local, new Set<string>(KEPT_LOCAL_KEYS));
  clearExcept(session, new Set([KIOSK_STORAGE_KEY]));
}

function clearExcept(storage: Storage, kept: ReadonlySet<string>): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key !== null && !kept.has(key)) storage.removeItem(key);
  }
}
