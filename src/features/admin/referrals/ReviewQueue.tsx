import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { ReviewDecision } from '../../../shared';
import { EmailText } from '../components/EmailText';
import { WaitlistPager } from '../components/WaitlistPager';
import { formatDateTime } from '../format';
// The waitlist's cards on a phone (admin-table--cards), so no column is cut off at 390 px.
import '../components/waitlistTable.css';
import { fetchReview, REVIEW_PAGE_SIZE, REVIEW_QUERY_KEY, reviewEntries } from './api';
import { reviewOutcomeText, reviewReason } from './reviewText';

/**
 * Held sign-ups (issue 14): no place in line, no invite, no referral credit until approved; and
 * flagged referrals (issue 24): the referrer's own network or inbox, or over the daily limit, which
 * count only once approved.
 */
export function ReviewQueue() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A page at a time, oldest first: every held sign-up can be reached, not only the first page's.
  const [offset, setOffset] = useState(0);
  const held = useQuery({
    queryKey: [...REVIEW_QUERY_KEY, offset],
    queryFn: () => fetchReview(offset),
    placeholderData: keepPreviousData,
  });
  // Deciding the last page's entries leaves it empty: show the page before it.
  const pageEmptied = held.data !== undefined && held.data.entries.length === 0 && offset > 0;
  useEffect(() => {
    if (pageEmptied) setOffset((current) => Math.max(0, current - REVIEW_PAGE_SIZE));
  }, [pageEmptied]);
  const review = useMutation({
    mutationFn: (decision: ReviewDecision) => reviewEntries(decision),
    onSuccess: ({ reviewed }, { decision }) => {
      setSelected(new Set());
      toast({
        title: decision === 'approve' ? 'Approved' : 'Rejected',
        description: reviewOutcomeText(decision, reviewed),
      });
      void queryClient.invalidateQueries();
    },
    onError: (error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  const entries = held.data?.entries ?? [];
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const decide = (decision: ReviewDecision['decision'], ids: number[]) =>
    review.mutate({ ids, decision });

  return (
    <section className="admin-card" aria-labelledby="review-heading">
      <h2 id="review-heading" className="admin-card__heading">
        Review queue{held.data ? ` (${held.data.total.toLocaleString('en')})` : ''}
      </h2>
      {held.isLoading && <p className="admin-muted">Loading the review queue...</p>}
      {held.data && entries.length === 0 && (
        <p className="admin-muted">No sign-ups or referrals wait for review.</p>
      )}
      {entries.length > 0 && (
        <>
          <div className="admin-toolbar">
            <button
              type="button"
              className="btn btn--outline admin-btn--small"
              disabled={selected.size === 0 || review.isPending}
              onClick={() => decide('approve', [...selected])}
            >
              Approve selected
            </button>
            <button
              type="button"
              className="btn admin-btn--danger admin-btn--small"
              disabled={selected.size === 0 || review.isPending}
              onClick={() => decide('reject', [...selected])}
            >
              Reject selected
            </button>
          </div>
          <div className="admin-table-scroll">
            <table className="admin-table admin-table--compact admin-table--cards">
              <caption className="visually-hidden">Sign-ups and referrals held for review</caption>
              <thead>
                <tr>
                  <th scope="col">Select</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">Decide</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="admin-select-cell">
                      <input
                        type="checkbox"
                        aria-label={`Select ${entry.email}`}
                        checked={selected.has(entry.id)}
                        onChange={() => toggle(entry.id)}
                      />
                    </td>
                    <td data-label="E-mail" className="admin-cell--email">
                      <EmailText email={entry.email} />
                    </td>
                    <td data-label="Reason">{reviewReason(entry)}</td>
                    <td data-label="Signed up">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="admin-row-actions admin-row-actions--inline">
                      <button
                        type="button"
                        className="btn btn--outline admin-btn--small"
                        disabled={review.isPending}
                        aria-label={`Approve ${entry.email}`}
                        onClick={() => decide('approve', [entry.id])}
                      >
                        Approve
                      </button>{' '}
                      <button
                        type="button"
                        className="btn admin-btn--danger admin-btn--small"
                        disabled={review.isPending}
                        aria-label={`Reject ${entry.email}`}
                        onClick={() => decide('reject', [entry.id])}
                      >
                        Reject
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {held.data && held.data.total > REVIEW_PAGE_SIZE && (
            <WaitlistPager
              label="Review queue pages"
              offset={offset}
              pageSize={REVIEW_PAGE_SIZE}
              matching={held.data.total}
              onGo={(next) => {
                setSelected(new Set());
                setOffset(next);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
