import { Leaderboard } from './Leaderboard';
import { NextInLine } from './NextInLine';
import { ReviewQueue } from './ReviewQueue';

/** Issue 14's part of the dashboard: held sign-ups to review, the line, and the top referrers. */
export function ReferralsPanels() {
  return (
    <>
      <ReviewQueue />
      <NextInLine />
      <Leaderboard />
    </>
  );
}
