import type { BoothCounts, BoothDeviceStatus } from '@shared/boothDevices';
import { formatDateTime } from '@shared/dateText';

/** Words of the admin's Booths section (issue 27). */
export const BOOTHS_TEXT = {
  intro:
    'A tablet becomes a booth at /booth: add a device for the event, then open the pairing link on the tablet (scan the QR code) or type the code there. Each code works once, for 10 minutes.',
  noEvents: 'No booth devices yet.',
  revokeConfirm: (name: string) =>
    `Revoke "${name}"? The device stops at its next sync; sign-ups it still holds stay on it.`,
  interestsHint: 'One per line or separated by commas: what staff may tick for a lead.',
  noLeads: 'No leads match.',
  pinIntro:
    'The PIN you type at the booth, after your name, at the events you staff. It reaches their booths at their next sync; only its hash leaves the server.',
  noCandidates: 'No one on the team has the staff role or above yet.',
  noPin: 'Not set yet',
} as const;

export const DEVICE_STATUS_LABELS: Record<BoothDeviceStatus, string> = {
  waiting: 'Waiting for pairing',
  expired: 'Code expired',
  paired: 'Paired',
  revoked: 'Revoked',
};

export function countsText({ signUps, confirmed, qualified }: BoothCounts): string {
  const n = (value: number) => value.toLocaleString('en');
  return `${n(signUps)} sign-ups · ${n(confirmed)} confirmed · ${n(qualified)} qualified`;
}

/** "Pricing, Demo" or one per line: the list the admin typed. */
export function parseInterests(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function formatWhen(value: string | null): string {
  return value ? formatDateTime(value) : 'never';
}
