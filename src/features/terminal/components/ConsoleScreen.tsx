import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { VariantSettings } from '../engine';
import { useConsole } from '../hooks/useConsole';
import { TerminalHeader } from './TerminalHeader';
import { Transcript } from './Transcript';
import { XtermView } from './XtermView';
import '../terminal.css';

interface ConsoleScreenProps {
  title: string;
  settings: VariantSettings;
}

/** A full console: header, xterm transcript and the command input with its SEND button. */
export function ConsoleScreen({ title, settings }: ConsoleScreenProps) {
  const session = useConsole(settings);
  const { busy, skip, submit } = session;
  const [command, setCommand] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);

  // Escape finishes the reply being typed; any other key press brings the focus back to the input.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        skip();
        return;
      }
      const target = event.target as HTMLElement | null;
      // xterm's own (read-only) helper textarea does not count as a control to stay in.
      const inControl =
        target?.closest('input, button, a, textarea, select') && !target.closest('.terminal-xterm');
      if (!inControl && !event.metaKey && !event.ctrlKey && !event.altKey) {
        inputRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [skip]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit(command)) setCommand('');
  };

  return (
    <div className="terminal-page">
      <TerminalHeader
        title={title}
        defcon={session.defcon}
        voiceOn={session.voiceOn}
        onToggleVoice={session.toggleVoice}
      />
      <main className="terminal-main">
        <XtermView onReady={session.attachTerminal} onTap={skip} />
        <Transcript lines={session.transcript} />
        <form className="terminal-form" onSubmit={onSubmit}>
          <label htmlFor="terminal-command" className="terminal-prompt">
            <span aria-hidden="true">&gt;</span>
            <span className="terminal-sr-only">Command</span>
          </label>
          <input
            id="terminal-command"
            ref={inputRef}
            className="terminal-input"
            value={command}
            onChange={(event) => setCommand(event.target.value)}
            disabled={busy}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="terminal-hint"
          />
          <button type="submit" className="terminal-button" disabled={busy}>
            SEND
          </button>
          <p id="terminal-hint" className="terminal-hint">
            {busy ? 'Typing... press Escape to finish.' : 'Type a command and press Enter.'}
          </p>
        </form>
      </main>
    </div>
  );
}
