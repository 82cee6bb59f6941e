import { describe, expect, it } from 'vitest';
import { filtersOf, withSavedFilters } from './savedFilters';
import { listParamsOf } from './useListParams';

describe("the list's remembered filters", () => {
  it('keeps only the filters of an address, not its search or order', () => {
    const address = new URLSearchParams(
      'q=ada&status=confirmed&source=kiosk&event=Expo&held=no&rating=hot&sort=email&dir=asc',
    );
    expect(filtersOf(address).toString()).toBe(
      'status=confirmed&source=kiosk&event=Expo&held=no&rating=hot',
    );
  });

  it('brings the saved filters back to an address without filters, beside its search', () => {
    const shown = withSavedFilters(new URLSearchParams('q=ada'), 'status=invited&rating=warm');
    expect(listParamsOf(shown)).toMatchObject({
      search: 'ada',
      status: 'invited',
      rating: 'warm',
    });
  });

  it('lets an address that names a filter win over the saved ones', () => {
    const shown = withSavedFilters(new URLSearchParams('source=api'), 'status=invited');
    expect(shown.toString()).toBe('source=api');
  });

  it('drops what a saved value does not know, as a hand-edited link', () => {
    const shown = withSavedFilters(new URLSearchParams(), 'status=lost&held=yes&colour=red');
    expect(listParamsOf(shown)).toMatchObject({ status: '', held: 'yes' });
    expect(shown.has('colour')).toBe(false);
  });

  it('leaves the address alone when nothing is saved', () => {
    expect(withSavedFilters(new URLSearchParams('q=x'), null).toString()).toBe('q=x');
  });
});
