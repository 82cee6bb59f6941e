import { Link, useNavigate } from 'react-router-dom';
import { ActionMenu, type MenuAction } from '@components/menu/ActionMenu';
import type { WaitlistEntry } from '@shared';
import { personPath } from '../layout/adminSections';
import { ENTRY_STATUS_LABELS } from '../loop/loopText';
import { ENTRY_SOURCE_LABELS, formatDateTime, formatNumber } from '../format';
import { SortHeader, type ListOrder } from './SortHeader';
import { attributionSummary } from './attributionText';
import { EmailText } from './EmailText';
import './waitlistTable.css';

export function entryName(entry: WaitlistEntry): string {
  return `${entry.firstName} ${entry.lastName}`.trim();
}

/** The join's day and, under it, its time: two short lines instead of one long one. */
function JoinedAt({ createdAt }: { createdAt: string }) {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return <>{createdAt}</>;
  const [day, time] = formatDateTime(createdAt).split(', ');
  return (
    <time dateTime={createdAt}>
      {day}
      {time && <span className="admin-cell-note">{time}</span>}
    </time>
  );
}

/** Consent as given at the join: yes with the consent text's version, or no. */
export function consentText(entry: WaitlistEntry): string {
  if (!entry.hasConsented) return 'No';
  return entry.consentVersion ? `Yes (${entry.consentVersion})` : 'Yes';
}

/** The row selection and the per-row resend of the waitlist loop (issue 13). */
interface LoopRowProps {
  selectedIds: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  resendingId: number | undefined;
  /** Absent when the role may not resend (issue 40): the menu has no Resend. */
  onResend?: (entry: WaitlistEntry) => void;
}

interface WaitlistTableProps {
  entries: WaitlistEntry[];
  deletingId: number | undefined;
  /** Absent when the role may not delete (issue 40): the menu has no Delete. */
  onDelete?: (entry: WaitlistEntry) => void;
  loop: LoopRowProps;
  order: ListOrder;
  onSort: (order: ListOrder) => void;
}

/**
 * A row's menu: open the person's page, resend (still waiting only), delete. An action without a
 * handler is one the role may not take (issue 40): it is left out, not shown disabled; a busy one
 * is disabled.
 */
export function rowActions(
  entry: WaitlistEntry,
  handlers: { open: () => void; resend?: () => void; remove?: () => void },
  busy: { resend?: boolean; remove?: boolean } = {},
): MenuAction[] {
  const { resend, remove } = handlers;
  return [
    { label: 'Open', onSelect: handlers.open },
    ...(entry.status === 'waiting' && resend
      ? [{ label: 'Resend confirmation', disabled: busy.resend, onSelect: resend }]
      : []),
    ...(remove
      ? [{ label: 'Delete…', danger: true, disabled: busy.remove, onSelect: remove }]
      : []),
  ];
}

/** A row in words, for its checkbox and its menu: the name and address, or the address alone. */
export function rowLabel(entry: WaitlistEntry): string {
  const name = entryName(entry);
  return name ? `${name} (${entry.email})` : entry.email;
}

/**
 * Position, Name, E-mail, Company, Date, Source and a delete action (docs/product.md §2); issue 13
 * adds a selection box, the status and "Resend confirmation" for entries still waiting. Issue 28
 * fits it beside the admin's navigation: the company under the name (which opens the person's
 * page), the time under the day, yes or no for the consent (its version in the cell's title and on
 * the person's page); issue 44 puts a row's actions in one menu.
 */
export function WaitlistTable({
  entries,
  deletingId,
  onDelete,
  loop,
  order,
  onSort,
}: WaitlistTableProps) {
  const navigate = useNavigate();
  const sortable = { order, onSort };
  const { onResend } = loop;
  const actionsOf = (entry: WaitlistEntry) =>
    rowActions(
      entry,
      {
        open: () => void navigate(personPath(entry.id)),
        resend: onResend && (() => onResend(entry)),
        remove: onDelete && (() => onDelete(entry)),
      },
      { resend: loop.resendingId === entry.id, remove: deletingId === entry.id },
    );
  const pageIds = entries.map((entry) => entry.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => loop.selectedIds.has(id));
  return (
    <div className="admin-table-scroll" role="region" aria-label="Waitlist entries" tabIndex={0}>
      <table className="admin-table admin-table--cards">
        <thead>
          <tr>
            <th scope="col" className="admin-select-cell">
              <input
                type="checkbox"
                aria-label="Select every entry on this page"
                checked={allSelected}
                onChange={(event) => loop.onSelect(pageIds, event.target.checked)}
              />
            </th>
            <th scope="col">Position</th>
            <SortHeader label="Status" sort="status" {...sortable} />
            <SortHeader label="Name" sort="name" {...sortable} />
            <SortHeader label="E-mail" sort="email" {...sortable} />
            <SortHeader label="Date" sort="joined" {...sortable} />
            <th scope="col">Source</th>
            <th scope="col">Consent</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="admin-select-cell">
                <input
                  type="checkbox"
                  aria-label={`Select ${rowLabel(entry)}`}
                  checked={loop.selectedIds.has(entry.id)}
                  onChange={(event) => loop.onSelect([entry.id], event.target.checked)}
                />
              </td>
              <td data-label="Position">{formatNumber(entry.position)}</td>
              <td data-label="Status">
                <span className={`admin-badge admin-badge--${entry.status}`}>
                  {ENTRY_STATUS_LABELS[entry.status]}
                </span>
              </td>
              <td data-label="Name" className="admin-cell--name">
                <Link to={personPath(entry.id)}>
                  {entryName(entry) || <EmailText email={entry.email} />}
                </Link>
                {entry.company && <span className="admin-cell-note">{entry.company}</span>}
              </td>
              <td data-label="E-mail" className="admin-cell--email">
                <a href={`mailto:${entry.email}`}>
                  <EmailText email={entry.email} />
                </a>
              </td>
              <td data-label="Date">
                <JoinedAt createdAt={entry.createdAt} />
              </td>
              <td data-label="Source">
                {ENTRY_SOURCE_LABELS[entry.source]}
                {attributionSummary(entry.attribution) && (
                  <span className="admin-muted admin-attribution">
                    {attributionSummary(entry.attribution)}
                  </span>
                )}
              </td>
              <td data-label="Consent" title={consentText(entry)}>
                {entry.hasConsented ? 'Yes' : 'No'}
              </td>
              <td className="admin-row-actions">
                <ActionMenu label={`Actions for ${rowLabel(entry)}`} actions={actionsOf(entry)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
