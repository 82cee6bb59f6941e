import { describe, expect, it } from 'vitest';
import { listParamsOf, searchOf } from './useListParams';

describe("the list's address", () => {
  it('keeps the search, every filter and the order, and reads them back the same', () => {
    const address = new URLSearchParams(
      'q=ada&status=confirmed&source=kiosk&event=Expo+Berlin&held=no&rating=hot&sort=email&dir=asc',
    );
    const list = listParamsOf(address);
    expect(list).toEqual({
      search: 'ada',
      status: 'confirmed',
      source: 'kiosk',
      event: 'Expo Berlin',
      held: 'no',
      rating: 'hot',
      order: { sort: 'email', dir: 'asc' },
    });
    expect(listParamsOf(searchOf(list))).toEqual(list);
  });

  it('leaves out what it does not know, and writes nothing for the defaults', () => {
    const list = listParamsOf(
      new URLSearchParams('status=lost&source=fax&rating=lukewarm&sort=age'),
    );
    expect(list).toMatchObject({ status: '', source: undefined, rating: undefined });
    expect(list.order).toEqual({ sort: 'joined', dir: 'desc' });
    expect(searchOf(list).toString()).toBe('');
  });
});
