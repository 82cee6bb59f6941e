import { fileURLToPath } from 'node:url';

/**
 * The site's path aliases, one table for Vite, Vitest and electron-vite; tsconfig.web.json's
 * "paths" name the same folders. The server and Electron import src/shared by relative path:
 * tsc emits the server's imports as written, and Node would not know an alias.
 */
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const siteAliases = {
  '@shared': folder('./src/shared'),
  '@lib': folder('./src/lib'),
  '@components': folder('./src/components'),
  '@features': folder('./src/features'),
  '@app': folder('./src/app'),
};
