import { apiKeyJson } from '@lib/api';
import { apiPaths } from '@shared/apiPaths';
import type { PostEntriesResponse } from '@shared/apiV1';
import type { BoothEntryBatch } from '@shared/boothEntries';

/**
 * POST /api/v1/entries with a booth's key: the body typed against the API's input schema
 * (src/shared/boothEntries.ts), built with boothEntryInput as the kiosk's sync builds its own.
 */
export function postEntries(key: string, batch: BoothEntryBatch): Promise<PostEntriesResponse> {
  return apiKeyJson<PostEntriesResponse>('POST', apiPaths.v1Entries, key, batch);
}
