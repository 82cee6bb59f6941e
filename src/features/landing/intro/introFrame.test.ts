import { describe, expect, it } from 'vitest';
import { introDurationMs, introFrame } from './introFrame';

describe('the intro screen', () => {
  it('blinks the cursor every 500 ms', () => {
    expect(introFrame(0).cursorVisible).toBe(true);
    expect(introFrame(499).cursorVisible).toBe(true);
    expect(introFrame(500).cursorVisible).toBe(false);
    expect(introFrame(1000).cursorVisible).toBe(true);
  });

  it('shows nothing typed for the first 3 seconds', () => {
    expect(introFrame(2999).typed).toBe('');
  });

  it('types "hello" at 150 ms per character after 3 seconds', () => {
    expect(introFrame(3000).typed).toBe('h');
    expect(introFrame(3149).typed).toBe('h');
    expect(introFrame(3150).typed).toBe('he');
    expect(introFrame(3600).typed).toBe('hello');
    expect(introFrame(3600).done).toBe(true);
    expect(introFrame(60_000).typed).toBe('hello');
    expect(introDurationMs()).toBe(3600);
  });
});
