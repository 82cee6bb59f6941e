import { apiPaths } from '../../src/shared/apiPaths.js';

/** Where the kiosk window may go: its own origin only (Electron security checklist 13 and 14). */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === new URL(appOrigin).origin;
  } catch {
    return false;
  }
}

/** The admin dashboard's CSV export, which the site opens in a new window (docs/product.md §7). */
export const EXPORT_PATH = apiPaths.adminExport;

export function isExportDownload(url: string, appOrigin: string): boolean {
  return isAllowedNavigation(url, appOrigin) && new URL(url).pathname === EXPORT_PATH;
}

/**
 * New windows are always refused. The CSV export is the one window the site opens on purpose:
 * it becomes a download in the kiosk window instead.
 */
export function handleWindowOpen(
  details: { url: string },
  appOrigin: string,
  download: (url: string) => void,
): { action: 'deny' } {
  if (isExportDownload(details.url, appOrigin)) download(details.url);
  return { action: 'deny' };
}
