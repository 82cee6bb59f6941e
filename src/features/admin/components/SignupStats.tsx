import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ENTRY_SOURCES, type WaitlistStats } from '@shared';
import { ENTRY_SOURCE_LABELS } from '../format';
import { fetchStats, STATS_QUERY_KEY } from '../api';

const CHART = { width: 300, height: 80, gap: 2 } as const;

function SignupChart({ perDay }: { perDay: WaitlistStats['perDay'] }) {
  const id = useId();
  const peak = Math.max(1, ...perDay.map((day) => day.count));
  const sum = perDay.reduce((total, day) => total + day.count, 0);
  const slot = CHART.width / Math.max(1, perDay.length);
  const busiest = perDay.reduce<WaitlistStats['perDay'][number] | undefined>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    undefined,
  );
  const summary =
    `${sum} sign-ups in the last ${perDay.length} days` +
    (busiest ? `; the busiest day was ${busiest.day} with ${busiest.count}.` : '.');

  return (
    <figure className="admin-chart">
      <figcaption id={`${id}-caption`}>Sign-ups per day, last {perDay.length} days</figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-caption ${id}-summary`}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        className="admin-chart__svg"
      >
        {perDay.map((day, index) => {
          const height = day.count === 0 ? 0 : Math.max(2, (day.count / peak) * CHART.height);
          return (
            <rect
              key={day.day}
              x={index * slot + CHART.gap / 2}
              y={CHART.height - height}
              width={slot - CHART.gap}
              height={height}
            >
              <title>{`${day.day}: ${day.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <p id={`${id}-summary`} className="admin-muted">
        {summary}
      </p>
      <details className="admin-chart__details">
        <summary>Show the numbers</summary>
        <table className="admin-table admin-table--compact">
          <caption className="visually-hidden">Sign-ups per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sign-ups</th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Beyond SPEC: totals by source and the last 30 days of sign-ups, at the top of the dashboard. */
export function SignupStats() {
  const { data, error } = useQuery({ queryKey: STATS_QUERY_KEY, queryFn: fetchStats });
  if (error) {
    return (
      <p role="alert" className="admin-problem">
        Could not load the statistics: {error.message}
      </p>
    );
  }
  if (!data) return null;
  const totals = [
    ...ENTRY_SOURCES.map((source) => [ENTRY_SOURCE_LABELS[source], data.bySource[source]] as const),
    ['Total', data.total] as const,
  ];
  return (
    <section className="admin-card" aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="admin-card__heading">
        Sign-ups
      </h2>
      <dl className="admin-totals">
        {totals.map(([label, value]) => (
          <div key={label} className="admin-totals__item">
            <dt>{label}</dt>
            <dd>{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <SignupChart perDay={data.perDay} />
    </section>
  );
}
