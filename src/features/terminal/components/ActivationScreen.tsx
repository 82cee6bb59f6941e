import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ACTIVATION_SETTINGS } from '../engine';
import { useConsole } from '../hooks/useConsole';
import { TerminalHeader } from './TerminalHeader';
import { Transcript } from './Transcript';
import { XtermView } from './XtermView';
import '../terminal.css';

/** /synapse and /direct-synapse: the activation log, the e-mail input, then the way back. */
export function ActivationScreen({ startAt }: { startAt: 'boot' | 'email' }) {
  const session = useConsole(ACTIVATION_SETTINGS, startAt);
  const { busy, skip, submit, emailAccepted } = session;
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const returnRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);

  // The input goes away after a valid e-mail; keyboard users land on the way back instead.
  useEffect(() => {
    if (emailAccepted) returnRef.current?.focus();
  }, [emailAccepted]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') skip();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [skip]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit(email)) setEmail('');
  };

  return (
    <div className="terminal-page">
      <TerminalHeader title="SYNAPSE ACTIVATION TERMINAL" />
      <main className="terminal-main">
        <XtermView onReady={session.attachTerminal} onTap={skip} />
        <Transcript lines={session.transcript} />
        {emailAccepted ? (
          <p className="terminal-form">
            <Link to="/josh2" className="terminal-link" ref={returnRef}>
              RETURN TO MAIN INTERFACE
            </Link>
          </p>
        ) : (
          <form className="terminal-form" onSubmit={onSubmit}>
            <label htmlFor="activation-email" className="terminal-prompt">
              <span aria-hidden="true">&gt;</span>
              <span className="terminal-sr-only">Email address</span>
            </label>
            <input
              id="activation-email"
              ref={inputRef}
              className="terminal-input"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="ENTER YOUR EMAIL ADDRESS"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={busy}
            />
            <button type="submit" className="terminal-button" disabled={busy}>
              SEND
            </button>
          </form>
        )}
      </main>
    </div>
  );
}
