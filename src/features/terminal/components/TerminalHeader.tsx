import type { RefObject } from 'react';
import { DEFCON_LEVELS, type DefconLevel } from '../engine';
import { useClock } from '../hooks/useClock';
import type { ConsoleTheme } from '../view/themes';

interface TerminalHeaderProps {
  title: string;
  /** Shown instead of the title on a phone, so the header stays one line. */
  shortTitle: string;
  defcon?: DefconLevel;
  voiceOn?: boolean;
  onToggleVoice?: () => void;
  theme: ConsoleTheme;
  onToggleTheme: () => void;
  /** Where the focus goes after a header button is used: the console's input. */
  returnFocusTo: RefObject<HTMLInputElement | null>;
}

/** Title, the connected light, DEFCON, the voice toggle and an HH:MM:SS clock. */
export function TerminalHeader(props: TerminalHeaderProps) {
  const { title, shortTitle, defcon, voiceOn, onToggleVoice, theme, onToggleTheme } = props;
  const time = useClock();
  // A header button hands the focus back, so the next keys and Enter go to the console.
  const thenFocusInput = (action?: () => void) => () => {
    action?.();
    props.returnFocusTo.current?.focus();
  };
  return (
    <header className="terminal-header">
      <h1 className="terminal-title">
        <span className="terminal-title-long">{title}</span>
        <span className="terminal-title-short" aria-hidden="true">
          {shortTitle}
        </span>
      </h1>
      <div className="terminal-header-status">
        <span className="terminal-connected">
          <span className="terminal-light" aria-hidden="true" />
          <span className="terminal-connected-text">CONNECTED</span>
        </span>
        {defcon !== undefined && (
          <span
            className="terminal-defcon"
            style={{
              color: DEFCON_LEVELS[defcon].colour,
              borderColor: DEFCON_LEVELS[defcon].colour,
            }}
            title={DEFCON_LEVELS[defcon].description}
          >
            DEFCON {defcon}
          </span>
        )}
        {onToggleVoice && (
          <button
            type="button"
            className="terminal-button"
            aria-pressed={voiceOn}
            onClick={thenFocusInput(onToggleVoice)}
          >
            VOICE {voiceOn ? 'ON' : 'OFF'}
          </button>
        )}
        <button type="button" className="terminal-button" onClick={thenFocusInput(onToggleTheme)}>
          <span className="terminal-wide-only">COLOUR: </span>
          {theme === 'green' ? 'GREEN' : 'AMBER'}
        </button>
        <time className="terminal-clock" aria-label="Clock">
          {time}
        </time>
      </div>
    </header>
  );
}
