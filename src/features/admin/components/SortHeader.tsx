import type { ListSort } from '@shared';

export interface ListOrder {
  sort: ListSort;
  dir: 'asc' | 'desc';
}

/** The order a click on a column asks for: the other way on the sorted column, else its own. */
export function nextOrder(current: ListOrder, sort: ListSort): ListOrder {
  if (current.sort === sort) return { sort, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  // Dates read newest first; words from A.
  return { sort, dir: sort === 'joined' ? 'desc' : 'asc' };
}

/** A column header that sorts the list on the server (issue 20, finding 7), with aria-sort. */
export function SortHeader({
  label,
  sort,
  order,
  onSort,
}: {
  label: string;
  sort: ListSort;
  order: ListOrder;
  onSort: (order: ListOrder) => void;
}) {
  const active = order.sort === sort;
  const ariaSort = active ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="admin-sort" onClick={() => onSort(nextOrder(order, sort))}>
        {label}
        <span aria-hidden="true" className="admin-sort__arrow">
          {active ? (order.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
