import { describe, expect, it } from 'vitest';
import { LINE_WORDS } from '@shared';
import { STATUS_WORDS } from './statusText';

describe('status page texts', () => {
  it('names every lifecycle status in words, none alike', () => {
    const labels = Object.values(STATUS_WORDS).map((words) => words.label);
    expect(new Set(labels).size).toBe(4);
    expect(STATUS_WORDS.waiting.detail).toBe(LINE_WORDS.confirmHint);
  });
});
