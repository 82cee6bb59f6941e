import { describe, expect, it } from 'vitest';
import type { JoinResponse } from '@shared';
import { CHECK_INBOX_HINT } from './constants';
import { inboxHint } from './inboxHint';

const join = (status?: string) =>
  ({ position: 7, alreadyOnList: false, ...(status ? { status } : {}) }) as JoinResponse;

describe('the check-your-inbox hint', () => {
  it('asks a waiting visitor to confirm from their inbox', () => {
    expect(inboxHint(join('waiting'), false)).toBe(CHECK_INBOX_HINT.web);
  });

  it('speaks of the phone at a booth', () => {
    expect(inboxHint(join('waiting'), true)).toBe(CHECK_INBOX_HINT.kiosk);
    expect(CHECK_INBOX_HINT.kiosk).toMatch(/phone/);
  });

  it('stays away when the entry needs no confirmation', () => {
    expect(inboxHint(join('confirmed'), false)).toBeNull();
    expect(inboxHint(join('invited'), false)).toBeNull();
    expect(inboxHint(join(), false)).toBeNull();
  });
});
