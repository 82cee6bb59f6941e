import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@lib/api';
import { toast } from '@lib/toast';
import type { AdminListResponse, WaitlistEntry } from '@shared';
import {
  deleteEntry,
  fetchWaitlist,
  STATS_QUERY_KEY,
  USER_QUERY_KEY,
  WAITLIST_QUERY_KEY,
} from '../api';
import { deletePersonConfirm } from '../people/personText';
import { ADMIN_TEXT, ADMIN_TOASTS, PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { resendConfirmation } from '../loop/api';
import { InviteSelectedButton } from '../loop/InviteSelectedButton';
import { useEntrySelection } from '../loop/useEntrySelection';
import { useQueuedAction } from '../loop/useQueuedAction';
import { formatNumber } from '../format';
import { EXPORTS } from '../reauth/api';
import { useDownload } from '../reauth/useDownload';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { useMay } from '../auth/useMay';
import { ListFilters } from './ListFilters';
import { useListParams } from './useListParams';
import { WaitlistPager } from './WaitlistPager';
import { entryName, WaitlistTable } from './WaitlistTable';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

/** Search, export, the table and paging; every search and page is answered by the server. */
/** "Showing 50 of 53 entries"; a broad search on a big list counts "about" (an estimate). */
export function showingText(page: Pick<AdminListResponse, 'entries' | 'matching' | 'estimated'>) {
  const matching = formatNumber(page.matching);
  return `Showing ${formatNumber(page.entries.length)} of ${page.estimated ? `about ${matching}` : matching} entries`;
}

export function WaitlistPanel() {
  const may = useMay();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  // The search, filters and order live in the address (issue 28): kept on reload, shareable.
  const { list: params, update } = useListParams();
  const { status: statusFilter, order } = params;
  const filters = {
    source: params.source,
    event: params.event,
    held: params.held,
    rating: params.rating,
  };
  const [searchText, setSearchText] = useState(params.search);
  const selection = useEntrySelection();
  const download = useDownload(EXPORTS.waitlist);
  const resend = useQueuedAction(
    (entry: WaitlistEntry) => resendConfirmation(entry.id),
    'Resend failed',
  );
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (search !== params.search) update({ search });
  }, [search, params.search, update]);
  // The page belongs to one search and filter: a new one starts at the first page.
  const filterKey = JSON.stringify([statusFilter, search, order, filters]);
  const [paging, setPaging] = useState({ search: '|', offset: 0 });
  const offset = paging.search === filterKey ? paging.offset : 0;

  const list = useQuery({
    queryKey: [...WAITLIST_QUERY_KEY, search, offset, statusFilter, order.sort, order.dir, filters],
    queryFn: () => fetchWaitlist(search, offset, PAGE_SIZE, statusFilter, order, filters),
    placeholderData: keepPreviousData,
  });

  // An admin call answered 401: the session is over, so ask again who is logged in.
  useEffect(() => {
    if (list.error instanceof ApiError && list.error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  }, [list.error, queryClient]);

  const removal = useMutation({
    mutationFn: (entry: WaitlistEntry) => deleteEntry(entry.id),
    onSuccess: async () => {
      toast({ title: ADMIN_TOASTS.deleteSuccess });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY }),
      ]);
    },
    onError: (error: Error) => {
      toast({
        title: ADMIN_TOASTS.deleteFailed,
        description: ADMIN_TOASTS.deleteFailedDescription(error.message),
        variant: 'destructive',
      });
    },
  });

  const onDelete = async (entry: WaitlistEntry) => {
    const question = deletePersonConfirm(entryName(entry) || entry.email, entry.email);
    if (await confirm(asQuestion(question, 'Delete'))) removal.mutate(entry);
  };

  const goTo = (nextOffset: number) =>
    setPaging({ search: filterKey, offset: Math.max(0, nextOffset) });
  const page = list.data;
  // A delete can empty the last page: show the one before it.
  const emptyPastFirstPage = page !== undefined && page.entries.length === 0 && offset > 0;
  useEffect(() => {
    if (emptyPastFirstPage) {
      setPaging({ search: filterKey, offset: Math.max(0, offset - PAGE_SIZE) });
    }
  }, [emptyPastFirstPage, offset, filterKey]);

  return (
    <section className="admin-card" aria-labelledby="admin-waitlist-heading">
      <div className="admin-toolbar">
        <h2 id="admin-waitlist-heading" className="admin-card__heading">
          Waitlist
        </h2>
        <div className="admin-field admin-field--inline">
          <label htmlFor="admin-search">Search</label>
          <input
            id="admin-search"
            type="search"
            placeholder="Name, e-mail or company"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        {may('GET /api/admin/waitlist/export') && (
          <button
            type="button"
            className="btn btn--outline"
            onClick={download.start}
            disabled={download.busy}
          >
            Export CSV
          </button>
        )}
        {may('POST /api/admin/invites') && (
          <InviteSelectedButton ids={[...selection.selected]} onDone={selection.clear} />
        )}
        {may('POST /api/admin/waitlist/delete') && (
          <DeleteSelectedButton ids={[...selection.selected]} onDone={selection.clear} />
        )}
      </div>
      <ListFilters list={params} update={update} />

      {list.error && !(list.error instanceof ApiError && list.error.status === 401) && (
        <p role="alert" className="admin-problem">
          Could not load the waitlist: {list.error.message}
        </p>
      )}
      {list.isPending ? (
        <p role="status">{ADMIN_TEXT.loadingEntries}</p>
      ) : page && page.entries.length === 0 ? (
        <p>{ADMIN_TEXT.noEntries}</p>
      ) : page ? (
        <WaitlistTable
          entries={page.entries}
          deletingId={removal.isPending ? removal.variables?.id : undefined}
          onDelete={may('DELETE /api/admin/waitlist/:id') ? onDelete : undefined}
          loop={{
            selectedIds: selection.selected,
            onSelect: selection.setMany,
            resendingId: resend.isPending ? resend.variables?.id : undefined,
            onResend: may('POST /api/admin/waitlist/:id/resend-confirmation')
              ? (entry) => resend.mutate(entry)
              : undefined,
          }}
          order={order}
          onSort={(next) => update({ order: next })}
        />
      ) : null}

      {page && (
        <div className="admin-footer">
          <p role="status" aria-live="polite">
            {showingText(page)}
          </p>
          {page.matching > page.limit && (
            <WaitlistPager
              offset={offset}
              pageSize={PAGE_SIZE}
              matching={page.matching}
              onGo={goTo}
            />
          )}
        </div>
      )}
    </section>
  );
}
