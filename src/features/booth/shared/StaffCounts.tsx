import { STAFF_TEXT } from './staffText';
import { formatTime } from '@shared/dateText';

interface StaffCountsProps {
  today: number;
  waiting: number;
  onTheWeb: number;
  lastSyncAt: string | null;
  /** Test ids of the kiosk's and the tablet's existing tests. */
  testIds?: { waiting?: string; onTheWeb?: string };
  className: string;
  /** A host's own last entry (the kiosk's web state). */
  children?: React.ReactNode;
}

/** The staff panel's counts, the same four on both booths (issue 39, item 4). */
export function StaffCounts(props: StaffCountsProps) {
  const { testIds = {} } = props;
  const counts: [string, React.ReactNode, string | undefined][] = [
    [STAFF_TEXT.today, props.today, undefined],
    [STAFF_TEXT.waiting, props.waiting, testIds.waiting],
    [STAFF_TEXT.onTheWeb, props.onTheWeb, testIds.onTheWeb],
    [
      STAFF_TEXT.lastSync,
      props.lastSyncAt ? formatTime(props.lastSyncAt) : STAFF_TEXT.never,
      undefined,
    ],
  ];
  return (
    <dl className={props.className}>
      {counts.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
      {props.children}
    </dl>
  );
}
