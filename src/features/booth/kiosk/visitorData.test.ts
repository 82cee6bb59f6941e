import { describe, expect, it } from 'vitest';
import { KIOSK_STORAGE_KEY } from '@lib/kiosk';
import { clearVisitorStorage } from './visitorData';

/** A Storage with the browser's semantics, for a unit test in Node (the browser test covers the real one). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

describe('clearVisitorStorage', () => {
  it('removes every visitor key and keeps the theme and the kiosk setting', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem('theme', 'light');
    local.setItem('synapseActivated', 'true');
    local.setItem('waitlist-draft', '{"email":"ada@example.com"}');
    session.setItem(KIOSK_STORAGE_KEY, '{"idleSeconds":90}');
    session.setItem('josh2-transcript', '["HELLO ADA"]');
    session.setItem('theme', 'dark');

    clearVisitorStorage(local, session);

    expect(local.length).toBe(1);
    expect(local.getItem('theme')).toBe('light');
    expect(session.length).toBe(1);
    expect(session.getItem(KIOSK_STORAGE_KEY)).toBe('{"idleSeconds":90}');
  });
});
