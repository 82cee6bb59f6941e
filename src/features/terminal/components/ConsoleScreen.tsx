import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { VariantSettings } from '../engine';
import { ATTRACT_SCRIPT } from '../engine/constants';
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

interface ConsoleScreenProps {
  title: string;
  /** The title on a phone, where the header must fit one line. */
  shortTitle: string;
  settings: VariantSettings;
  /** Keys typed before the console was on screen (during the boot animation). */
  initialCommand?: string;
  /** Enter sent initialCommand before the page's script ran: it is answered at once. */
  sendInitialCommand?: boolean;
  /** Kiosk attract mode: the console plays a scene on its own until someone comes. */
  attract?: boolean;
  /** The visitor skipped the boot animation: the greeting and menu show at once (issue 44). */
  skipGreeting?: boolean;
}

/** A full console: header, xterm transcript and the command input with its SEND button. */
export function ConsoleScreen({
  title,
  shortTitle,
  settings,
  initialCommand = '',
  sendInitialCommand = false,
  attract = false,
  skipGreeting = false,
}: ConsoleScreenProps) {
  const [command, setCommand] = useState(initialCommand);
  const session = useConsole(settings, {
    onRestoreInput: setCommand,
    ...(attract ? { attractScript: ATTRACT_SCRIPT } : {}),
    skipGreeting,
  });
  const { phase, skip, submit, wake } = session;
  const inputRef = useRef<HTMLInputElement>(null);
  const [theme, toggleTheme] = useConsoleTheme();

  // In attract mode nobody is there yet: no focus, so a touch screen shows no keyboard.
  useLayoutEffect(() => {
    if (!attract) inputRef.current?.focus();
  }, [attract]);

  // The first touch or key of a visitor ends the attract scene and the console greets them.
  useEffect(() => {
    if (!attract) return;
    const options = { capture: true } as const;
    window.addEventListener('pointerdown', wake, options);
    window.addEventListener('keydown', wake, options);
    return () => {
      window.removeEventListener('pointerdown', wake, options);
      window.removeEventListener('keydown', wake, options);
    };
  }, [attract, wake]);
  useConsoleKeys(inputRef, skip);

  // A line the visitor sent before the page's script ran is answered like one sent here.
  const sentAtStart = useRef(sendInitialCommand);
  useEffect(() => {
    if (!sentAtStart.current) return;
    sentAtStart.current = false;
    if (submit(initialCommand)) setCommand('');
  }, [initialCommand, submit]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit(command)) setCommand('');
    else skip();
  };

  return (
    <div className="terminal-page" data-theme={theme}>
      <TerminalHeader
        title={title}
        shortTitle={shortTitle}
        defcon={session.defcon}
        voiceOn={session.voiceOn}
        onToggleVoice={session.toggleVoice}
        returnFocusTo={inputRef}
        theme={theme}
        onToggleTheme={toggleTheme}
      />
      <main className="terminal-main" onPointerDown={skip}>
        <XtermView theme={theme} onReady={session.attachTerminal} />
        <Transcript lines={session.transcript} />
        <ConsoleChoices choices={session.choices} onChoose={session.submit} />
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
            {...inputHints(session.prompt)}
            spellCheck={false}
            enterKeyHint="send"
            aria-describedby="terminal-hint"
          />
          <button type="submit" className="terminal-button">
            SEND
          </button>
          <p id="terminal-hint" className="terminal-hint">
            {phase === 'typing' ? <SkipHint typeAhead /> : CONSOLE_HINTS[phase]}
          </p>
        </form>
      </main>
    </div>
  );
}
