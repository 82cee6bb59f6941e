/** The words visitors read on both booths (the kiosk and the tablet). */
export const BOOTH_VISITOR_TEXT = {
  thanks: (firstName: string) => (firstName ? `Thank you, ${firstName}!` : 'Thank you!'),
  ticket: 'Your ticket:',
  onTheList: "You're on the list.",
  confirmByMail:
    "You're on the list. Confirm your address from your inbox: your place in line counts once it is confirmed.",
  savedOffline:
    "You're on the list. This booth sends your sign-up as soon as it is back online: your ticket and links come by e-mail.",
  /** A booth whose own server took the sign-up has no web links to show: the e-mail brings them. */
  linksByMail: 'Your status page and referral link come by e-mail.',
  qrAlt: 'QR code of your status page',
  qrCaption: 'Scan to keep your status page: your ticket, your place and your referral link.',
  referral: 'Share your referral link to move up:',
  done: 'Done',
  attractTitle: 'Join the waitlist',
  attractHint: 'Tap to join',
  /** The console's lines typed on the attract screen (the product at work). */
  attractConsole: ['> LOGON: SYNAPSE', '> SHALL WE PLAY A GAME?', '> JOIN THE WAITLIST_'],
} as const;
