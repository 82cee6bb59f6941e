import { useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '@shared/analytics';
import { fetchStats, STATS_QUERY_KEY } from '../api';
import { formatNumber } from '../format';
import { dayText, percentText } from './overviewText';

interface Headline {
  label: string;
  value: string;
  note: string;
}

function headlines(total: number | undefined, today: number | undefined, data: AnalyticsResponse) {
  const [joined, confirmed] = data.funnel;
  const rows: Headline[] = [
    { label: 'Total', value: total === undefined ? '…' : formatNumber(total), note: 'on the list' },
    {
      label: 'Today',
      value: today === undefined ? '…' : formatNumber(today),
      note: 'joined (UTC day)',
    },
    {
      label: 'Confirmed',
      value: formatNumber(confirmed?.entries ?? 0),
      note: `of ${formatNumber(joined?.entries ?? 0)} who joined`,
    },
    {
      label: 'Conversion',
      value: percentText(confirmed?.ofJoined ?? null),
      note: 'of those who joined confirmed',
    },
    {
      label: 'Referral rate',
      value: percentText(data.referrals.referralRate),
      note: 'joined through a referral link',
    },
  ];
  return rows;
}

/**
 * The numbers the overview opens with (issue 44, item 3): everyone on the list, today's sign-ups,
 * and for the period the confirmed, the conversion and the referral rate.
 */
export function HeadlineNumbers({ data }: { data: AnalyticsResponse }) {
  const stats = useQuery({ queryKey: STATS_QUERY_KEY, queryFn: fetchStats, retry: false });
  const todayDay = new Date().toISOString().slice(0, 10);
  const today = stats.data
    ? (stats.data.perDay.find((day) => day.day === todayDay)?.count ?? 0)
    : undefined;
  return (
    <section className="admin-card overview-headline" aria-labelledby="overview-headline-heading">
      <h2 id="overview-headline-heading" className="visually-hidden">
        Headline numbers
      </h2>
      <p className="overview-headline__period">
        Total and today count the whole list; the others, {dayText(data.from)} to {dayText(data.to)}
        .
      </p>
      <dl className="admin-totals overview-headline__list">
        {headlines(stats.data?.total, today, data).map((row) => (
          <div key={row.label} className="admin-totals__item">
            <dt>{row.label}</dt>
            <dd>
              <span className="overview-headline__value">{row.value}</span>
              <span className="overview-headline__note">{row.note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
