/**
 * The list's filters remembered between visits (issue 28, item 5): the last ones the admin used
 * come back when People opens without filters in its address. Kept in this browser's local
 * storage as the address would write them, so reading them back checks each value as a link's.
 */
const SAVED_FILTERS_KEY = 'synapse.admin.listFilters';

/** The address parameters that are filters (the search and the order are not remembered). */
export const FILTER_PARAMS = ['status', 'source', 'event', 'held', 'rating'] as const;

/** Only the filters of an address, e.g. "status=confirmed&source=kiosk". */
export function filtersOf(params: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = params.get(key);
    if (value) filters.set(key, value);
  }
  return filters;
}

/**
 * The address to show: as asked if it names any filter (a link or a reload wins), otherwise
 * with the saved filters added to its search and order.
 */
export function withSavedFilters(params: URLSearchParams, saved: string | null): URLSearchParams {
  if (filtersOf(params).size > 0 || !saved) return params;
  const restored = new URLSearchParams(params);
  for (const [key, value] of filtersOf(new URLSearchParams(saved))) restored.set(key, value);
  return restored;
}

/** The filters saved last, or null (none, or storage is off). */
export function readSavedFilters(): string | null {
  try {
    return window.localStorage.getItem(SAVED_FILTERS_KEY);
  } catch {
    return null;
  }
}

/** Remembers the address's filters; no filter forgets them (Clear filters). */
export function saveFilters(params: URLSearchParams): void {
  const filters = filtersOf(params).toString();
  try {
    if (filters) window.localStorage.setItem(SAVED_FILTERS_KEY, filters);
    else window.localStorage.removeItem(SAVED_FILTERS_KEY);
  } catch {
    // Storage can be off (private mode): the filters still work, they are just not remembered.
  }
}
