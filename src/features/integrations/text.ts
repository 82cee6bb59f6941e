import { formatDateTime, type ApiKeyScope } from '@shared';

/** Words of the integrations panels (issue 15). */
export const INTEGRATION_TEXT = {
  keyShownOnce:
    'Copy this key now: it is shown only once. Store it where the booth or the integration can read it.',
  revokeConfirm: (name: string) =>
    `Revoke the API key "${name}"? Anything that uses it stops working at once.`,
  noKeys: 'No API keys yet.',
  notSetUp: 'Not set up yet: enter the web address and an API key with the entries:sync scope.',
  keySaved: 'A key is saved (it is never shown again). Leave the field empty to keep it.',
  keyForNewUrl:
    'A new web address needs its API key: the saved key is only sent to the address it was entered with.',
} as const;

/** What each scope lets a key do (issue 24: entries:sync is the one for a booth's Sync to web). */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'entries:write': 'entries:write (add entries, stored with the source API)',
  'entries:read': 'entries:read (read entries)',
  'entries:sync':
    "entries:sync (a booth's Sync to web: add entries, each keeping the booth's source)",
};

export function syncProgressText(synced: number, total: number, lastSyncAt: string | null): string {
  const counted = `${synced.toLocaleString('en')} of ${total.toLocaleString('en')} synced`;
  if (!lastSyncAt) return `${counted}, not synced yet`;
  return `${counted}, last sync at ${formatDateTime(lastSyncAt)}`;
}

export function formatDate(value: string | null): string {
  return value ? formatDateTime(value) : 'never';
}
