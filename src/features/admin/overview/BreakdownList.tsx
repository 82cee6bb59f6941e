import type { BreakdownRow } from '@shared/analytics';
import { formatNumber } from '../format';
import { percentText } from './overviewText';

interface BreakdownListProps {
  title: string;
  rows: BreakdownRow[];
  /** Everyone who joined in the period: each row's share of it. */
  joined: number;
  /** What an empty list says. */
  empty?: string;
}

/** Sign-ups by one breakdown (source, event, UTM...): a bar, the number and its share each. */
export function BreakdownList({
  title,
  rows,
  joined,
  empty = 'None recorded',
}: BreakdownListProps) {
  const most = Math.max(1, ...rows.map((row) => row.entries));
  return (
    <div className="overview-breakdown">
      <h3 className="overview-breakdown__heading">{title}</h3>
      {rows.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <ol className="overview-bars">
          {rows.map((row) => (
            <li key={row.value} className="overview-bars__row">
              <span className="overview-bars__label">{row.value}</span>
              <svg className="overview-bars__bar" aria-hidden="true" focusable="false">
                <rect width="100%" height="100%" className="overview-bars__track" />
                <rect width={`${(row.entries / most) * 100}%`} height="100%" />
              </svg>
              <span className="overview-bars__value">
                <strong>{formatNumber(row.entries)}</strong>
                <span className="admin-muted">
                  {' '}
                  {percentText(joined > 0 ? row.entries / joined : null)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
