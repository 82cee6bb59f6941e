/** Words of the tablet booth at /booth (issue 27). */
export const BOOTH_APP_TEXT = {
  pairTitle: 'Pair this tablet',
  pairIntro:
    "This tablet is not a booth yet. In the web admin, open Booths and add a device: then scan the QR code it shows with this tablet's camera, or type its pairing code here.",
  pinTitle: 'Choose a staff PIN',
  pinIntro:
    'Staff enter this PIN to see the queue and qualify leads. It is kept on this tablet only.',
  pinMismatch: 'The two PINs are not the same.',
  offlinePairing: 'Pairing needs the network. Connect the tablet and try again.',
  savedTitle: 'Thank you!',
  savedOnline: "You're on the list. Check your inbox to confirm your address.",
  savedOffline:
    "You're on the list. This booth is offline right now: your sign-up is saved on this tablet and goes out as soon as it is back online.",
  attractTitle: 'Join the waitlist',
  attractHint: 'Tap anywhere to start',
} as const;

export function queueText(queued: number, online: boolean): string {
  if (queued === 0) return online ? 'Online · all sent' : 'Offline · all sent';
  return `${online ? 'Online' : 'Offline'} · ${queued.toLocaleString('en')} waiting to send`;
}
