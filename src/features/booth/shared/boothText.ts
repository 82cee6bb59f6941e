/** The words visitors read on both booths (the kiosk and the tablet). */
export const BOOTH_VISITOR_TEXT = {
  savedTitle: 'Thank you!',
  savedOnline: "You're on the list. Check your inbox to confirm your address.",
  savedOffline:
    "You're on the list. This booth is offline right now: your sign-up is saved on this tablet and goes out as soon as it is back online.",
  attractTitle: 'Join the waitlist',
  attractHint: 'Tap anywhere to start',
} as const;
