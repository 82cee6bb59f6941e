import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@lib/api';
import { formatNumber } from '../format';
import { AdminTasks } from '../overview/AdminTasks';
import { useAnalytics } from '../overview/api';
import { BreakdownList } from '../overview/BreakdownList';
import { DailyChart } from '../overview/DailyChart';
import { FunnelChart } from '../overview/FunnelChart';
import { HeadlineNumbers } from '../overview/HeadlineNumbers';
import { dayText, sourceRows } from '../overview/overviewText';
import { PeriodPicker } from '../overview/PeriodPicker';
import { ReferralNumbers } from '../overview/ReferralNumbers';
import '../overview/overview.css';

/**
 * /admin/overview: how the launch goes for a chosen period (kept in the address as ?from=&to=),
 * from one call the server answers from its counts per day. It opens with the headline numbers
 * and the days' chart (issue 44, item 3); the admin's tasks, as links, come last.
 */
export function OverviewSection() {
  const [params, setParams] = useSearchParams();
  const period = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const numbers = useAnalytics(period);
  const data = numbers.data;
  const problem =
    numbers.error instanceof ApiError ? numbers.error.message : numbers.error?.message;

  return (
    <>
      {problem && (
        <p role="alert" className="admin-problem">
          Could not load the numbers: {problem}
        </p>
      )}
      {!data && !problem && <p role="status">Loading the numbers...</p>}
      {data && (
        <>
          <HeadlineNumbers data={data} />
          <DailyChart days={data.byDay} />
        </>
      )}
      <PeriodPicker
        from={data?.from ?? period.from ?? ''}
        to={data?.to ?? period.to ?? ''}
        onChange={(next) => setParams(next, { replace: true })}
      />
      {data && (
        <>
          <p className="overview-period__shown" role="status" aria-live="polite">
            Sign-ups from {dayText(data.from)} to {dayText(data.to)}:{' '}
            <strong>{formatNumber(data.funnel[0]!.entries)}</strong>
          </p>
          <div className="overview-grid">
            <FunnelChart funnel={data.funnel} />
            <ReferralNumbers referrals={data.referrals} />
          </div>
          <section className="admin-card" aria-labelledby="overview-where-heading">
            <h2 id="overview-where-heading" className="admin-card__heading">
              Where sign-ups came from
            </h2>
            <div className="overview-breakdowns">
              <BreakdownList
                title="Source"
                rows={sourceRows(data.bySource)}
                joined={data.funnel[0]!.entries}
                empty="No sign-ups in this period"
              />
              <BreakdownList
                title="Booth event"
                rows={data.byEvent}
                joined={data.funnel[0]!.entries}
                empty="No booth sign-ups in this period"
              />
              <BreakdownList
                title="UTM source"
                rows={data.byUtmSource}
                joined={data.funnel[0]!.entries}
              />
              <BreakdownList
                title="UTM campaign"
                rows={data.byUtmCampaign}
                joined={data.funnel[0]!.entries}
              />
              <BreakdownList
                title="Referring site"
                rows={data.byReferrer}
                joined={data.funnel[0]!.entries}
              />
            </div>
          </section>
        </>
      )}
      <AdminTasks />
    </>
  );
}
