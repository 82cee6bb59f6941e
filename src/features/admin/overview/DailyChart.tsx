import { useId } from 'react';
import type { AnalyticsResponse } from '@shared/analytics';
import { formatNumber } from '../format';
import { dayText } from './overviewText';

const CHART = { width: 600, height: 160 } as const;

/**
 * Sign-ups per day of the period, each bar with the part that confirmed hatched at its foot: the
 * legend names both by their pattern, and the numbers are one click away in a table.
 */
export function DailyChart({ days }: { days: AnalyticsResponse['byDay'] }) {
  const id = useId();
  const peak = Math.max(1, ...days.map((day) => day.joined));
  const slot = CHART.width / Math.max(1, days.length);
  const gap = slot > 6 ? 2 : 0;
  const joined = days.reduce((sum, day) => sum + day.joined, 0);
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (day.joined > (best?.joined ?? 0) ? day : best),
    undefined,
  );
  const summary =
    `${formatNumber(joined)} sign-ups over ${days.length} days` +
    (busiest
      ? `; the busiest day was ${dayText(busiest.day)} with ${formatNumber(busiest.joined)}.`
      : '.');
  const height = (count: number) => (count === 0 ? 0 : Math.max(2, (count / peak) * CHART.height));

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Sign-ups by day
      </h2>
      <figure className="admin-chart overview-daily">
        <ul className="overview-legend" aria-label="Legend">
          <li>
            <svg
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
              className="overview-legend__key"
            >
              <rect width="16" height="16" className="overview-daily__joined" />
            </svg>
            Joined
          </li>
          <li>
            <svg
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
              className="overview-legend__key"
            >
              <rect
                width="16"
                height="16"
                fill={`url(#${id}-hatch)`}
                className="overview-daily__confirmed"
              />
            </svg>
            Of them confirmed (hatched)
          </li>
        </ul>
        <svg
          role="img"
          aria-labelledby={`${id}-summary`}
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          className="overview-daily__svg"
        >
          <defs>
            <pattern
              id={`${id}-hatch`}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" className="overview-daily__hatch-ground" />
              <line x1="0" y1="0" x2="0" y2="6" className="overview-daily__hatch-line" />
            </pattern>
          </defs>
          {days.map((day, index) => (
            <g key={day.day}>
              <title>{`${dayText(day.day)}: ${day.joined} joined, ${day.confirmed} of them confirmed`}</title>
              <rect
                x={index * slot + gap / 2}
                y={CHART.height - height(day.joined)}
                width={slot - gap}
                height={height(day.joined)}
                className="overview-daily__joined"
              />
              <rect
                x={index * slot + gap / 2}
                y={CHART.height - height(day.confirmed)}
                width={slot - gap}
                height={height(day.confirmed)}
                fill={`url(#${id}-hatch)`}
                className="overview-daily__confirmed"
              />
            </g>
          ))}
        </svg>
        <div className="overview-daily__axis" aria-hidden="true">
          <span>{days[0] ? dayText(days[0].day) : ''}</span>
          <span>Peak {formatNumber(busiest?.joined ?? 0)} a day</span>
          <span>{days.at(-1) ? dayText(days.at(-1)!.day) : ''}</span>
        </div>
        <figcaption id={`${id}-summary`} className="admin-muted">
          {summary}
        </figcaption>
        <details className="admin-chart__details">
          <summary>Show the numbers</summary>
          <div
            className="admin-table-scroll overview-daily__table"
            tabIndex={0}
            role="region"
            aria-label="Sign-ups by day, as numbers"
          >
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Confirmed</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <td>{dayText(day.day)}</td>
                    <td>{formatNumber(day.joined)}</td>
                    <td>{formatNumber(day.confirmed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </section>
  );
}
