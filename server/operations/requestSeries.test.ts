import { describe, expect, it } from 'vitest';
import { allRequestSeries, requestSeries } from './requestSeries.js';

describe('requestSeries', () => {
  it('builds a label set once per method, route and status, and hands back the same one', () => {
    const join = requestSeries('POST', '/api/waitlist/join', 201);
    expect(join.labels).toEqual({ method: 'POST', route: '/api/waitlist/join', status: '201' });
    expect(requestSeries('POST', '/api/waitlist/join', 201)).toBe(join);
    expect(requestSeries('POST', '/api/waitlist/join', 200)).not.toBe(join);
    expect(requestSeries('GET', '/api/waitlist/join', 201)).not.toBe(join);
  });

  it('counts a made-up method as OTHER and a request no route answered as unmatched', () => {
    const odd = requestSeries('BREW', null, 404);
    expect(odd.labels).toEqual({ method: 'OTHER', route: 'unmatched', status: '404' });
    expect(requestSeries('PROPFIND', null, 404)).toBe(odd);
    expect([...allRequestSeries()]).toContain(odd);
  });
});
