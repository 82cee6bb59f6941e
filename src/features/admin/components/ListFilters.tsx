import { useQuery } from '@tanstack/react-query';
import { ENTRY_SOURCES } from '@shared';
import { LEAD_RATING_LABELS, LEAD_RATINGS } from '@shared/leads';
import { BOOTHS_QUERY_KEY, fetchBooths } from '../api';
import { ENTRY_SOURCE_LABELS } from '../format';
import { StatusFilter } from '../loop/StatusFilter';
import type { ListParams } from './useListParams';

interface ListFiltersProps {
  list: ListParams;
  update: (patch: Partial<ListParams>) => void;
}

/** A filter's select: "every" first, then its values in words. */
function FilterSelect<T extends string>({
  id,
  label,
  every,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  every: string;
  value: T | undefined;
  options: readonly (readonly [T, string])[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="admin-field admin-field--inline admin-field--select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{every}</option>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The list's filters besides the search (issue 28): status, source, booth event, held for review
 * and the lead's rating, each kept in the address. The events are the booths' (GET booths).
 */
export function ListFilters({ list, update }: ListFiltersProps) {
  const booths = useQuery({
    queryKey: BOOTHS_QUERY_KEY,
    queryFn: fetchBooths,
    retry: false,
  });
  const events = [
    ...new Set([...(booths.data?.events.map((event) => event.name) ?? []), list.event ?? '']),
  ].filter(Boolean);
  const filtered = Boolean(list.status || list.source || list.event || list.held || list.rating);
  return (
    <div className="admin-filters" role="group" aria-label="Filters">
      <StatusFilter value={list.status} onChange={(status) => update({ status })} />
      <FilterSelect
        id="admin-source-filter"
        label="Source"
        every="Every source"
        value={list.source}
        options={ENTRY_SOURCES.map((source) => [source, ENTRY_SOURCE_LABELS[source]] as const)}
        onChange={(source) => update({ source })}
      />
      <FilterSelect
        id="admin-event-filter"
        label="Event"
        every="Every event"
        value={list.event}
        options={events.map((event) => [event, event] as const)}
        onChange={(event) => update({ event })}
      />
      <FilterSelect
        id="admin-held-filter"
        label="Review"
        every="Held or not"
        value={list.held}
        options={[
          ['yes', 'Held for review'],
          ['no', 'Not held'],
        ]}
        onChange={(held) => update({ held })}
      />
      <FilterSelect
        id="admin-rating-filter"
        label="Lead rating"
        every="Any rating"
        value={list.rating}
        options={[
          ...LEAD_RATINGS.map((rating) => [rating, LEAD_RATING_LABELS[rating]] as const),
          ['unrated', 'Not rated'] as const,
        ]}
        onChange={(rating) => update({ rating })}
      />
      {filtered && (
        <button
          type="button"
          className="btn btn--ghost admin-btn--small"
          onClick={() =>
            update({
              status: '',
              source: undefined,
              event: undefined,
              held: undefined,
              rating: undefined,
            })
          }
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
