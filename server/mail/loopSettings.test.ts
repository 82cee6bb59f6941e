import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PROBLEM_TEXTS } from '../../src/shared/adminProblems.js';
import { captureLog, type CapturedLog } from '../testing/logCapture.js';
import { publicUrlMissing, warnWithoutPublicUrl } from './loopSettings.js';

let log: CapturedLog;
beforeEach(async () => {
  log = await captureLog('info');
});
afterEach(() => log.stop());

describe('the start without PUBLIC_URL (issue 44 item 2)', () => {
  it('says so in one warning line in production', () => {
    warnWithoutPublicUrl({ production: true, publicUrl: null });
    expect(log.records()).toEqual([
      expect.objectContaining({ level: 'warn', msg: ADMIN_PROBLEM_TEXTS.publicUrl }),
    ]);
    expect(ADMIN_PROBLEM_TEXTS.publicUrl).not.toContain('\n');
  });

  it('says nothing with PUBLIC_URL set, outside production, or at a booth', () => {
    warnWithoutPublicUrl({ production: true, publicUrl: 'https://waitlist.example.com' });
    warnWithoutPublicUrl({ production: false, publicUrl: null });
    warnWithoutPublicUrl({ production: true, publicUrl: null, booth: {} });
    expect(log.lines).toEqual([]);
    expect(publicUrlMissing({ production: true, publicUrl: null })).toBe(true);
  });
});
