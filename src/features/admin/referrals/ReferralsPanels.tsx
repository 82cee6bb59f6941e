import { Leaderboard } from './Leaderboard';
import { NextInLine } from './NextInLine';
import { ReviewQueue } from './ReviewQueue';
import { SharedMailboxes } from './SharedMailboxes';

/**
 * Issues 14 and 24's part of the dashboard: held sign-ups and flagged referrals to review, the
 * inboxes an older version stored more than once, the line, and the top referrers.
 */
export function ReferralsPanels() {
  return (
    <>
      <ReviewQueue />
      <SharedMailboxes />
      <NextInLine />
      <Leaderboard />
    </>
  );
}
