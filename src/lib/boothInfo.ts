import { apiPaths } from '@shared/apiPaths';
import type { BoothInfo } from '@shared/booth';
import { ApiError, apiJson } from './api';

/**
 * GET /api/booth, which only a server running as a booth answers (the Electron kiosk, `npm run
 * booth`): the kiosk's operator gate and the admin's booth-only panels ask it.
 */
export const boothInfoKey = [apiPaths.booth] as const;

/** What the booth says before the PIN; null where the server is no booth (the web). */
export async function fetchBoothInfo(): Promise<BoothInfo | null> {
  try {
    return await apiJson<BoothInfo>('GET', apiPaths.booth);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
