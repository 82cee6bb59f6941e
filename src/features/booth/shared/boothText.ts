/** The words visitors read on both booths (the kiosk and the tablet). */
export const BOOTH_VISITOR_TEXT = {
  thanks: (firstName: string) => (firstName ? `Thank you, ${firstName}!` : 'Thank you!'),
  ticket: 'Your ticket:',
  onTheList: "You're on the list.",
  confirmByMail:
    "You're on the list. Confirm your address from your inbox: your place in line counts once it is confirmed.",
  savedOffline:
    "You're on the list. This booth sends your sign-up as soon as it is back online: your ticket and links come by e-mail.",
  /** The kiosk's sync has not brought the visitor's links (offline): the e-mail brings them. */
  linksByMail: "We'll e-mail you a link to check your place in line and share with friends.",
  /** The kiosk's sync is bringing them from the web, a moment after the sign-up. */
  linksComing: 'Getting your QR code…',
  qrAlt: 'QR code of your status page',
  qrCaption: 'Scan to keep your status page: your ticket, your place and your referral link.',
  referral: 'Share your referral link to move up:',
  done: 'Done',
  attractTitle: 'Join the waitlist',
  attractHint: 'Tap to join',
  /** The console's lines typed on the attract screen (the product at work). */
  attractConsole: ['> LOGON: SYNAPSE', '> SHALL WE PLAY A GAME?', '> JOIN THE WAITLIST_'],
} as const;
