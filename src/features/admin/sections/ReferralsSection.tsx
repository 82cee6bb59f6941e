import { ReferralsPanels } from '../referrals/ReferralsPanels';

/** /admin/referrals: the review queue, the line and the top referrers. */
export function ReferralsSection() {
  return <ReferralsPanels />;
}
