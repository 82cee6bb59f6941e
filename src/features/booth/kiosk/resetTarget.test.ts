import { describe, expect, it } from 'vitest';
import { idleResetTarget, isRestingPlace } from './resetTarget';

describe('idle reset target', () => {
  it('keeps a console booth on its console, in attract mode', () => {
    expect(idleResetTarget('/josh2')).toBe('/josh2?attract=1');
    expect(idleResetTarget('/JOSHUA/')).toBe('/joshua?attract=1');
  });

  it('sends every other screen back to the landing page', () => {
    for (const path of ['/', '/synapse', '/direct-synapse', '/admin/dashboard', '/landing']) {
      expect(idleResetTarget(path)).toBe('/');
    }
  });

  it('an untouched landing page or attract console is left alone', () => {
    expect(isRestingPlace('/', '')).toBe(true);
    expect(isRestingPlace('/josh2', '?attract=1')).toBe(true);
    expect(isRestingPlace('/josh2', '')).toBe(false);
    expect(isRestingPlace('/', '?ref=abc')).toBe(false);
    expect(isRestingPlace('/synapse', '')).toBe(false);
  });
});
