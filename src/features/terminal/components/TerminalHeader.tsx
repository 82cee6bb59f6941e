import { DEFCON_LEVELS, type DefconLevel } from '../engine';
import { useClock } from '../hooks/useClock';

interface TerminalHeaderProps {
  title: string;
  defcon?: DefconLevel;
  voiceOn?: boolean;
  onToggleVoice?: () => void;
}

/** Title, the connected light, DEFCON, the voice toggle and an HH:MM:SS clock. */
export function TerminalHeader({ title, defcon, voiceOn, onToggleVoice }: TerminalHeaderProps) {
  const time = useClock();
  return (
    <header className="terminal-header">
      <h1 className="terminal-title">{title}</h1>
      <div className="terminal-header-status">
        <span className="terminal-connected">
          <span className="terminal-light" aria-hidden="true" />
          CONNECTED
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
            onClick={onToggleVoice}
          >
            VOICE {voiceOn ? 'ON' : 'OFF'}
          </button>
        )}
        <time className="terminal-clock" aria-label="Clock">
          {time}
        </time>
      </div>
    </header>
  );
}
