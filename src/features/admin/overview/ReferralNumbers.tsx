import type { AnalyticsResponse } from '@shared/analytics';
import { formatNumber } from '../format';
import { coefficientText, percentText } from './overviewText';

/** How much the launch spreads by referral links, each number with what it means. */
export function ReferralNumbers({ referrals }: { referrals: AnalyticsResponse['referrals'] }) {
  return (
    <section className="admin-card" aria-labelledby="overview-referrals-heading">
      <h2 id="overview-referrals-heading" className="admin-card__heading">
        Referrals
      </h2>
      <dl className="admin-totals overview-referrals">
        <div className="admin-totals__item">
          <dt>Referral rate</dt>
          <dd>
            <span className="overview-referrals__value">{percentText(referrals.referralRate)}</span>
            <span className="overview-referrals__note">
              {formatNumber(referrals.referred)} joined through someone&rsquo;s link
            </span>
          </dd>
        </div>
        <div className="admin-totals__item">
          <dt>Referrals that count</dt>
          <dd>
            <span className="overview-referrals__value">{percentText(referrals.countedRate)}</span>
            <span className="overview-referrals__note">
              {formatNumber(referrals.counted)} confirmed, not held, not flagged
            </span>
          </dd>
        </div>
        <div className="admin-totals__item">
          <dt>Viral coefficient</dt>
          <dd>
            <span className="overview-referrals__value">
              {coefficientText(referrals.viralCoefficient)}
            </span>
            <span className="overview-referrals__note">
              Referred sign-ups per person × the share that counts: each sign-up brought{' '}
              {coefficientText(referrals.viralCoefficient)} counted referrals
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
