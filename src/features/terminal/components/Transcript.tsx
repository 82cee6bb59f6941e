import type { TranscriptLine } from '../hooks/useConsole';

/** The transcript as text for assistive tech and tests; xterm draws the same lines. */
export function Transcript({ lines }: { lines: readonly TranscriptLine[] }) {
  return (
    <div className="terminal-sr-only" role="log" aria-live="off" aria-label="Transcript">
      {lines.map((line) => (
        <p key={line.id} data-style={line.style}>
          {line.text}
        </p>
      ))}
    </div>
  );
}
