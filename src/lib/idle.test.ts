import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inIdleSteps } from './idle';

// Without requestIdleCallback (as here) each idle period is a timer of a quarter of the timeout.
const TIMEOUT_MS = 400;

describe('work in idle steps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs each step in an idle period of its own, in order', () => {
    const done: string[] = [];
    inIdleSteps([() => done.push('size'), () => done.push('draw')], TIMEOUT_MS);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(TIMEOUT_MS / 4);
    expect(done).toEqual(['size']);
    vi.advanceTimersByTime(TIMEOUT_MS / 4);
    expect(done).toEqual(['size', 'draw']);
  });

  it('runs no step after it is cancelled', () => {
    const done: string[] = [];
    const cancel = inIdleSteps([() => done.push('size'), () => done.push('draw')], TIMEOUT_MS);
    vi.advanceTimersByTime(TIMEOUT_MS / 4);
    cancel();
    vi.runAllTimers();
    expect(done).toEqual(['size']);
  });
});
