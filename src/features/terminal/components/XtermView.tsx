import { useEffect, useRef } from 'react';
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import '@xterm/xterm/css/xterm.css';
import { XTERM_THEMES, type ConsoleTheme } from '../view/themes';
import { prefersReducedMotion } from '@lib/reducedMotion';

export interface TerminalHandle {
  write(text: string): void;
  clear(): void;
  /** Characters per row, for wrapping between words. */
  columns(): number;
}

interface XtermViewProps {
  theme: ConsoleTheme;
  /** Called with the terminal once it is open, and with null when it is disposed. */
  onReady(handle: TerminalHandle | null): void;
}

const FONT_FAMILY = 'VT323, "Courier New", ui-monospace, monospace';
/** The size the stylesheet gives the terminal (it scales with the viewport). */
const cssFontSize = (element: Element) =>
  Math.round(parseFloat(getComputedStyle(element).fontSize));

/**
 * Renders what the engine says with xterm.js: screen-reader mode, the self-hosted VT323 face at
 * the stylesheet's viewport-scaled size, a block cursor, fitted to its container.
 */
export function XtermView({ theme, onReady }: XtermViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const terminalRef = useRef<Terminal | null>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const themeRef = useRef(theme);
  themeRef.current = theme;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const fontSize = cssFontSize(container);

    // The face is bundled, so this waits only for it to be decoded; xterm measures it once.
    void document.fonts.load(`${fontSize}px VT323`).finally(() => {
      if (disposed) return;
      const terminal = new Terminal({
        screenReaderMode: true,
        disableStdin: true,
        convertEol: true,
        cursorStyle: 'block',
        cursorInactiveStyle: 'block',
        cursorBlink: !prefersReducedMotion(),
        fontFamily: FONT_FAMILY,
        fontSize,
        lineHeight: 1.1,
        scrollback: 2000,
        theme: XTERM_THEMES[themeRef.current],
      });
      terminalRef.current = terminal;
      const fit = new FitAddon();
      terminal.loadAddon(fit);
      terminal.open(container);
      // The input is the console's one text control; xterm's helper stays out of the Tab order.
      terminal.textarea?.setAttribute('tabindex', '-1');
      const refit = () => {
        const size = cssFontSize(container);
        if (size !== terminal.options.fontSize) terminal.options.fontSize = size;
        try {
          fit.fit();
        } catch {
          // a hidden or zero-sized container cannot be measured yet
        }
      };
      refit();
      observer = new ResizeObserver(refit);
      observer.observe(container);
      onReadyRef.current({
        write: (text) => terminal.write(text),
        clear: () => terminal.clear(),
        columns: () => terminal.cols,
      });
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      if (terminalRef.current) {
        onReadyRef.current(null);
        terminalRef.current.dispose();
        terminalRef.current = null;
      }
    };
  }, []);

  useEffect(() => {
    if (terminalRef.current) terminalRef.current.options.theme = XTERM_THEMES[theme];
  }, [theme]);

  return <div ref={containerRef} className="terminal-xterm" />;
}
