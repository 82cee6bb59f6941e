import { describe, expect, it } from 'vitest';
import { LINE_WORDS, type JoinResponse } from '@shared';
import { inboxHint, standingText } from './inboxHint';

const join = (status?: string, extra: Partial<JoinResponse> = {}) =>
  ({ position: 7, alreadyOnList: false, ...(status ? { status } : {}), ...extra }) as JoinResponse;

describe('the check-your-inbox hint', () => {
  it('asks a waiting visitor to confirm to take their place', () => {
    expect(inboxHint(join('waiting'), false)).toBe(LINE_WORDS.confirmHint);
    expect(LINE_WORDS.confirmHint).toMatch(/take your place/);
  });

  it('speaks of the phone at a booth', () => {
    expect(inboxHint(join('waiting'), true)).toBe(LINE_WORDS.confirmHintKiosk);
    expect(LINE_WORDS.confirmHintKiosk).toMatch(/phone/);
  });

  it('stays away when the entry needs no confirmation', () => {
    expect(inboxHint(join('confirmed'), false)).toBeNull();
    expect(inboxHint(join('invited'), false)).toBeNull();
    expect(inboxHint(join(), false)).toBeNull();
  });
});

describe('the success panel’s line', () => {
  it('gives a ticket before confirmation and a place after', () => {
    expect(standingText(join('waiting'))).toBe('Your ticket: #7');
    expect(standingText(join('confirmed', { place: 1234 }))).toBe('Your place: #1,234 in line');
  });
});
