import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  ENTRY_SOURCES,
  ENTRY_STATUSES,
  LIST_SORTS,
  type EntryStatus,
  type ListSort,
} from '@shared';
import { LEAD_RATINGS } from '@shared/leads';
import type { PeopleFilters } from '@shared/people';
import { filtersOf, readSavedFilters, saveFilters, withSavedFilters } from './savedFilters';
import type { ListOrder } from './SortHeader';

/** The list's search, filters and order as its address keeps them (issue 28): kept on reload, shared as a link. */
export interface ListParams extends PeopleFilters {
  search: string;
  status: EntryStatus | '';
  order: ListOrder;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** What the address says, anything it does not know left out (a hand-edited link still works). */
export function listParamsOf(params: URLSearchParams): ListParams {
  const sort = oneOf<ListSort>(LIST_SORTS, params.get('sort')) ?? 'joined';
  const dir =
    oneOf(['asc', 'desc'] as const, params.get('dir')) ?? (sort === 'joined' ? 'desc' : 'asc');
  return {
    search: params.get('q') ?? '',
    status: oneOf(ENTRY_STATUSES, params.get('status')) ?? '',
    source: oneOf(ENTRY_SOURCES, params.get('source')),
    event: params.get('event') || undefined,
    held: oneOf(['yes', 'no'] as const, params.get('held')),
    rating: oneOf([...LEAD_RATINGS, 'unrated'] as const, params.get('rating')),
    order: { sort, dir },
  };
}

/** The address for `list`: only what differs from the default is written. */
export function searchOf(list: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search) params.set('q', list.search);
  if (list.status) params.set('status', list.status);
  for (const key of ['source', 'event', 'held', 'rating'] as const) {
    const value = list[key];
    if (value) params.set(key, value);
  }
  if (list.order.sort !== 'joined' || list.order.dir !== 'desc') {
    params.set('sort', list.order.sort);
    params.set('dir', list.order.dir);
  }
  return params;
}

/**
 * The list's parameters and a way to change some of them (the address is replaced, not pushed).
 * People opened without filters in its address shows the filters used last (savedFilters.ts),
 * from its first render, so the unfiltered list is never asked for.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const [saved] = useState(() => (filtersOf(params).size === 0 ? readSavedFilters() : null));
  const [restored, setRestored] = useState(false);
  const shown = saved && !restored ? withSavedFilters(params, saved) : params;
  useEffect(() => {
    if (!saved || restored) return;
    // Written as the address writes them: a saved value it does not know is left out.
    setParams((current) => searchOf(listParamsOf(withSavedFilters(current, saved))), {
      replace: true,
    });
    setRestored(true);
  }, [saved, restored, setParams]);
  const list = listParamsOf(shown);
  const filters = filtersOf(searchOf(list)).toString();
  useEffect(() => saveFilters(new URLSearchParams(filters)), [filters]);

  // The address as this hook last asked for it, until the router's catches up: react-router's
  // setSearchParams(fn) hands fn the params of the last render, so a second change made before
  // the first was rendered (two filters picked in quick succession) dropped the first.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (asked.current?.toString() === params.toString()) asked.current = null;
  }, [params]);

  // The list's own path. The router renders a link's page in a transition, so the list stays
  // mounted a moment after the browser has left it; a search settling then (typed, and a name
  // clicked within the debounce) would replace the person's page with the list.
  const { pathname } = useLocation();
  const update = useCallback(
    (patch: Partial<ListParams>) => {
      if (window.location.pathname !== pathname) return;
      setParams(
        (current) => {
          const next = searchOf({ ...listParamsOf(asked.current ?? current), ...patch });
          asked.current = next;
          // Saved with the address, not by the effect after the render: a reload at once (Clear
          // filters, then F5) must not find the filters just cleared.
          saveFilters(next);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, pathname],
  );
  return { list, update };
}
