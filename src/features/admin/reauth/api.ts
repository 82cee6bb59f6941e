import { apiJson } from '@lib/api';
import { apiPaths, reauthPaths, type ReauthPayload, type SignedOutEverywhere } from '@shared';

export function giveCredentialsAgain(payload: ReauthPayload): Promise<void> {
  return apiJson<void>('POST', reauthPaths.reauth, payload);
}

export function signOutEverywhere(): Promise<SignedOutEverywhere> {
  return apiJson<SignedOutEverywhere>('POST', reauthPaths.signOutEverywhere);
}

/** The CSV exports, saved through the fetch wrapper so that they can ask for the password. */
export const EXPORTS = {
  waitlist: { url: apiPaths.adminExport, fallbackName: 'synapse-waitlist.csv' },
  audit: { url: apiPaths.adminAuditExport, fallbackName: 'synapse-audit.csv' },
} as const;
