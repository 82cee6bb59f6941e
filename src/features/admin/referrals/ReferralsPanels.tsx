import { Leaderboard } from './Leaderboard';
import { NextInLine } from './NextInLine';
import { ReviewQueue } from './ReviewQueue';
import { RewardsPanel } from './RewardsPanel';
import { SharedMailboxes } from './SharedMailboxes';

/**
 * Issues 14 and 24's part of the dashboard: held sign-ups and flagged referrals to review, the
 * inboxes an older version stored more than once, the line, the top referrers and the referral
 * rewards (issue 29).
 */
export function ReferralsPanels() {
  return (
    <>
      <ReviewQueue />
      <SharedMailboxes />
      <NextInLine />
      <Leaderboard />
      <RewardsPanel />
    </>
  );
}
