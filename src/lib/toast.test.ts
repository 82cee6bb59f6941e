import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, toast, TOAST_REMOVE_DELAY_MS } from './toast';

describe('the toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('keeps one toast at a time: a new toast replaces the one shown', () => {
    toast({ title: 'Entry deleted' });
    toast({
      title: 'Password changed',
      description: 'Your password has been updated successfully.',
    });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ title: 'Password changed', open: true });
  });

  it('closes a dismissed toast at once and removes it from the store after the removal delay', () => {
    const shown = toast({ title: 'Login failed', variant: 'destructive' });
    shown.dismiss();
    expect(currentToasts()[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const shown = toast({ title: 'Saving' });
    shown.update({ title: 'Saved' });
    expect(currentToasts()[0]).toMatchObject({ id: shown.id, title: 'Saved' });
  });
});
