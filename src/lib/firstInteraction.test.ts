import { describe, expect, it } from 'vitest';
import { INTERACTION_EVENTS, watchInteractions } from './firstInteraction';

describe("the page's first interaction (issue 44: the time check runs from it)", () => {
  it.each(INTERACTION_EVENTS)('starts at the first %s and keeps that time', (type) => {
    let clock = 1_000;
    const page = new EventTarget();
    const interactions = watchInteractions(page, () => clock);
    clock = 1_200;
    page.dispatchEvent(new Event(type));
    clock = 9_000;
    page.dispatchEvent(new Event('keydown'));
    clock = 9_100;
    expect(interactions.elapsedMs()).toBe(7_900);
  });

  it('is 0 while nothing happened: a submit without any interaction is a script', () => {
    let clock = 0;
    const interactions = watchInteractions(new EventTarget(), () => clock);
    clock = 60_000;
    expect(interactions.elapsedMs()).toBe(0);
  });

  it('ignores what is not an interaction (scrolling by script, input events)', () => {
    let clock = 0;
    const page = new EventTarget();
    const interactions = watchInteractions(page, () => clock);
    page.dispatchEvent(new Event('input'));
    page.dispatchEvent(new Event('scroll'));
    clock = 500;
    expect(interactions.elapsedMs()).toBe(0);
  });
});
