/** The tablet's own words: pairing and its status line (issue 27). */
export const TABLET_TEXT = {
  pairTitle: 'Pair this tablet',
  pairIntro:
    "This tablet is not a booth yet. In the web admin, open Booths and add a device: then scan the QR code it shows with this tablet's camera, or type its pairing code here.",
  pinTitle: 'Choose a staff PIN',
  pinIntro:
    'Staff enter this PIN to see the queue and qualify leads. It is kept on this tablet only.',
  offlinePairing: 'Pairing needs the network. Connect the tablet and try again.',
} as const;

export function queueText(queued: number, online: boolean): string {
  if (queued === 0) return online ? 'Online · all sent' : 'Offline · all sent';
  return `${online ? 'Online' : 'Offline'} · ${queued.toLocaleString('en')} waiting to send`;
}
