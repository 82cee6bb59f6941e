import { ReferralLink } from '../../../components/ReferralLink';

/** What the status page shows of referrals (issue 14), from GET /api/status/:token. */
export interface StatusReferralFields {
  referralUrl?: string;
  referralCount?: number;
  /** How many places the next counted referral would move the visitor up; 0: none. */
  nextReferralGain?: number;
  place: number | null;
}

/** "2 friends have joined through your link", and what the next one gains. */
export function referralSummary({
  referralCount = 0,
  nextReferralGain = 0,
  place,
}: StatusReferralFields) {
  const counted =
    referralCount === 0
      ? 'No friend has joined through your link yet.'
      : `${referralCount.toLocaleString('en')} ${referralCount === 1 ? 'friend has' : 'friends have'} joined through your link.`;
  if (place === null) return counted;
  if (place === 1) return `${counted} You're first in line.`;
  if (nextReferralGain === 0) return counted;
  const places = `${nextReferralGain.toLocaleString('en')} ${nextReferralGain === 1 ? 'place' : 'places'}`;
  return `${counted} The next friend who joins and confirms moves you up ${places}.`;
}

export function StatusReferrals({ status }: { status: StatusReferralFields }) {
  if (!status.referralUrl) return null;
  return (
    <section className="loop-referrals" aria-labelledby="referrals-title">
      <h2 id="referrals-title">Move up the line</h2>
      <p data-testid="referral-summary">{referralSummary(status)}</p>
      <ReferralLink
        url={status.referralUrl}
        gain="Share it: each friend who joins through it and confirms their e-mail moves you up."
      />
    </section>
  );
}
