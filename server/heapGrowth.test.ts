import { describe, expect, it } from 'vitest';
import { heapGrowingPercent } from './heapGrowth.js';

const MB = 2 ** 20;

describe('heapGrowingPercent', () => {
  it('lets a small heap take 64 MB of headroom, up to its own size, before a full collection', () => {
    expect(heapGrowingPercent(30 * MB)).toBe(100);
    expect(heapGrowingPercent(64 * MB)).toBe(100);
    expect(heapGrowingPercent(128 * MB)).toBe(50);
    expect(heapGrowingPercent(200 * MB)).toBe(32);
  });

  it('holds the headroom of a million entries’ heap near 64 MB instead of 40% of it', () => {
    const percent = heapGrowingPercent(400 * MB);
    expect(percent).toBe(16);
    expect((400 * MB * percent) / 100).toBeLessThanOrEqual(64 * MB);
  });

  it('never goes below 15%, so a huge heap is not collected over and over', () => {
    expect(heapGrowingPercent(4000 * MB)).toBe(15);
    expect(heapGrowingPercent(0)).toBe(100);
  });
});
