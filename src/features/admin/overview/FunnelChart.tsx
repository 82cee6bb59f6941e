import type { FunnelStep } from '@shared/analytics';
import { formatNumber } from '../format';
import { FUNNEL_LABELS, percentText } from './overviewText';

/**
 * Joined, confirmed, invited, activated: a bar each as long as its share of those who joined, with
 * the number and both rates written beside it (the words carry it, not the colour).
 */
export function FunnelChart({ funnel }: { funnel: FunnelStep[] }) {
  return (
    <section className="admin-card" aria-labelledby="overview-funnel-heading">
      <h2 id="overview-funnel-heading" className="admin-card__heading">
        Funnel
      </h2>
      <p className="admin-muted">Of the people who joined in the period, how far each came.</p>
      <ol className="overview-bars">
        {funnel.map((step) => (
          <li key={step.step} className="overview-bars__row">
            <span className="overview-bars__label">{FUNNEL_LABELS[step.step]}</span>
            <svg className="overview-bars__bar" aria-hidden="true" focusable="false">
              <rect width="100%" height="100%" className="overview-bars__track" />
              <rect width={`${(step.ofJoined ?? 0) * 100}%`} height="100%" />
            </svg>
            <span className="overview-bars__value">
              <strong>{formatNumber(step.entries)}</strong>
              {step.ofPrevious !== null && (
                <span className="admin-muted">
                  {' '}
                  {percentText(step.ofPrevious)} of{' '}
                  {FUNNEL_LABELS[funnelBefore(step)].toLowerCase()}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const ORDER: FunnelStep['step'][] = ['joined', 'confirmed', 'invited', 'activated'];

function funnelBefore(step: FunnelStep): FunnelStep['step'] {
  return ORDER[Math.max(0, ORDER.indexOf(step.step) - 1)]!;
}
