/** The staff panel's words, the same on both booths (issue 39, item 4). */
export const STAFF_TEXT = {
  heading: 'Staff panel',
  today: 'Sign-ups today',
  waiting: 'Waiting to send',
  onTheWeb: 'On the web',
  lastSync: 'Last sync',
  never: 'Never',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  lock: 'Lock',
  recent: 'Recent sign-ups',
} as const;

/** What Sync now did, in one sentence: sent, nothing to send, or offline and what waits. */
export function syncReport(outcome: { sent: number } | { offline: number }): string {
  if ('offline' in outcome) {
    const waiting = outcome.offline === 1 ? '1 sign-up waits' : `${outcome.offline} sign-ups wait`;
    return `Offline: nothing was sent; ${waiting} on this booth.`;
  }
  if (outcome.sent === 0) return 'Nothing new to send: the web has every sign-up.';
  return outcome.sent === 1
    ? 'Sent 1 sign-up to the web.'
    : `Sent ${outcome.sent} sign-ups to the web.`;
}
