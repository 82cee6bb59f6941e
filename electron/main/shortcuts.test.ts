import { describe, expect, it } from 'vitest';
import { blockedShortcut, isTroubleExitShortcut, type KeyInput } from './shortcuts';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  shift: false,
  alt: false,
  ...mods,
});

describe('blockedShortcut', () => {
  it.each([
    ['F5', key('F5')],
    ['Ctrl+R', key('r', { control: true })],
    ['Cmd+R', key('r', { meta: true })],
    ['Ctrl+Shift+R', key('R', { control: true, shift: true })],
    ['F12', key('F12')],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['Ctrl+Shift+J', key('J', { control: true, shift: true })],
    ['Cmd+Alt+I', key('i', { meta: true, alt: true })],
    ['Ctrl+W', key('w', { control: true })],
    ['Ctrl+Q', key('q', { control: true })],
    ['Alt+F4', key('F4', { alt: true })],
    ['Alt+Left', key('ArrowLeft', { alt: true })],
    ['Ctrl+=', key('=', { control: true })],
    ['Ctrl+-', key('-', { control: true })],
    ['BrowserBack', key('BrowserBack')],
  ])('blocks %s in a packaged build', (_name, input) => {
    expect(blockedShortcut(input, true)).toBe(true);
  });

  it.each([
    ['typing', key('r')],
    ['Shift+R', key('R', { shift: true })],
    ['Enter', key('Enter')],
    ['Escape', key('Escape')],
    ['Ctrl+C', key('c', { control: true })],
    ['Ctrl+V', key('v', { control: true })],
    ['Ctrl+A', key('a', { control: true })],
    ['Ctrl+Shift+A (the operator shortcut)', key('A', { control: true, shift: true })],
    ['Alt+Left when released', key('ArrowLeft', { alt: true, type: 'keyUp' })],
  ])('lets %s through', (_name, input) => {
    expect(blockedShortcut(input, true)).toBe(false);
  });

  it('keeps reload and devtools shortcuts in development builds', () => {
    expect(blockedShortcut(key('F5'), false)).toBe(false);
    expect(blockedShortcut(key('I', { control: true, shift: true }), false)).toBe(false);
  });

  it('lets Ctrl+Alt+Q (Cmd+Option+Q) leave a trouble page, and nothing else', () => {
    expect(isTroubleExitShortcut(key('q', { control: true, alt: true }))).toBe(true);
    expect(isTroubleExitShortcut(key('Q', { meta: true, alt: true }))).toBe(true);
    expect(isTroubleExitShortcut(key('q', { control: true }))).toBe(false);
    expect(isTroubleExitShortcut(key('q', { alt: true }))).toBe(false);
  });
});
