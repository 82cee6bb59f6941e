import { useEffect, useRef } from 'react';
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import '@xterm/xterm/css/xterm.css';

export interface TerminalHandle {
  write(text: string): void;
  clear(): void;
}

interface XtermViewProps {
  /** Called with the terminal once it is open, and with null when it is disposed. */
  onReady(handle: TerminalHandle | null): void;
  /** A tap on the terminal (finishes the reply being typed). */
  onTap(): void;
}

/** Renders what the engine says with xterm.js: screen-reader mode, fitted to its container. */
export function XtermView({ onReady, onTap }: XtermViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const terminal = new Terminal({
      screenReaderMode: true,
      disableStdin: true,
      convertEol: true,
      cursorBlink: false,
      fontFamily: '"Courier New", ui-monospace, monospace',
      fontSize: 15,
      scrollback: 2000,
      theme: { background: '#000000', foreground: '#33ff66', cursor: '#33ff66' },
    });
    const fit = new FitAddon();
    terminal.loadAddon(fit);
    terminal.open(container);
    const refit = () => {
      try {
        fit.fit();
      } catch {
        // a hidden or zero-sized container cannot be measured yet
      }
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(container);
    onReadyRef.current({
      write: (text) => terminal.write(text),
      clear: () => terminal.clear(),
    });
    return () => {
      onReadyRef.current(null);
      observer.disconnect();
      terminal.dispose();
    };
  }, []);

  return <div ref={containerRef} className="terminal-xterm" onClick={onTap} />;
}
