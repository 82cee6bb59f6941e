import { apiRequest } from '@lib/api';
import { apiPaths } from '@shared/apiPaths';

/** Ends whatever admin session the booth's browser holds; any failure is the same as done. */
export function logOut(): Promise<void> {
  return apiRequest('POST', apiPaths.logout).then(
    () => undefined,
    () => undefined,
  );
}
