import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ACTIVATION_SETTINGS } from '../engine';
import { useConsole } from '../hooks/useConsole';
import { useConsoleKeys } from '../hooks/useConsoleKeys';
import { useConsoleTheme } from '../hooks/useConsoleTheme';
import { CONSOLE_HINTS } from './consoleHint';
import { ConsoleChoices } from './ConsoleChoices';
import { inputHints } from './consoleInput';
import { SkipHint } from './SkipHint';
import { TerminalHeader } from './TerminalHeader';
import { Transcript } from './Transcript';
import { XtermView } from './XtermView';
import '../terminal.css';

/** The input's name and type for each sign-up question (issue 44). */
const FIELDS = {
  email: { label: 'Email address', type: 'email', placeholder: 'ENTER YOUR EMAIL ADDRESS' },
  signUpName: { label: 'First name', type: 'text', placeholder: 'ENTER YOUR FIRST NAME' },
  signUpConsent: { label: 'Consent answer', type: 'text', placeholder: 'YES OR NO' },
} as const;

/** /synapse and /direct-synapse: the activation log, the sign-up's questions, then the way back. */
export function ActivationScreen({ startAt }: { startAt: 'boot' | 'email' }) {
  const [email, setEmail] = useState('');
  const session = useConsole(ACTIVATION_SETTINGS, { startAt, onRestoreInput: setEmail });
  const { phase, skip, submit, emailAccepted } = session;
  const field =
    session.prompt === 'signUpName' || session.prompt === 'signUpConsent'
      ? FIELDS[session.prompt]
      : FIELDS.email;
  const inputRef = useRef<HTMLInputElement>(null);
  const [theme, toggleTheme] = useConsoleTheme();
  const returnRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useConsoleKeys(inputRef, skip);

  // The input goes away after a stored e-mail; keyboard users land on the way back instead.
  useEffect(() => {
    if (emailAccepted) returnRef.current?.focus();
  }, [emailAccepted]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit(email)) setEmail('');
    else skip();
  };

  return (
    <div className="terminal-page" data-theme={theme}>
      <TerminalHeader
        title="SYNAPSE ACTIVATION TERMINAL"
        shortTitle="ACTIVATION"
        returnFocusTo={inputRef}
        theme={theme}
        onToggleTheme={toggleTheme}
      />
      <main className="terminal-main" onPointerDown={skip}>
        <XtermView theme={theme} onReady={session.attachTerminal} />
        <Transcript lines={session.transcript} />
        <ConsoleChoices choices={session.choices} onChoose={submit} />
        {emailAccepted ? (
          <p className="terminal-form">
            <Link to="/josh2" className="terminal-link" ref={returnRef}>
              RETURN TO MAIN INTERFACE
            </Link>
          </p>
        ) : (
          // noValidate: the console checks the address and answers in its own words
          // (docs/product.md §5.2).
          <form className="terminal-form" onSubmit={onSubmit} noValidate>
            <label htmlFor="activation-email" className="terminal-prompt">
              <span aria-hidden="true">&gt;</span>
              <span className="terminal-sr-only">{field.label}</span>
            </label>
            <input
              id="activation-email"
              ref={inputRef}
              className="terminal-input"
              {...inputHints(session.prompt === null ? 'email' : session.prompt)}
              type={field.type}
              placeholder={field.placeholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              enterKeyHint="send"
              aria-describedby="activation-hint"
            />
            <button type="submit" className="terminal-button">
              SEND
            </button>
            <p id="activation-hint" className="terminal-hint">
              {phase === 'typing' ? <SkipHint /> : CONSOLE_HINTS[phase]}
            </p>
          </form>
        )}
      </main>
    </div>
  );
}
