/**
 * Issue 44: how to skip, from the first second and large enough to read: "press any key" with a
 * keyboard, "tap" on a touch screen (the stylesheet shows the one that fits the device).
 */
export function SkipHint({ typeAhead = false }: { typeAhead?: boolean }) {
  return (
    <span className="terminal-skip">
      <span className="terminal-skip-keys">PRESS ANY KEY TO SKIP</span>
      <span className="terminal-skip-touch">TAP TO SKIP</span>
      {typeAhead && <span className="terminal-skip-more"> - YOU CAN TYPE AHEAD</span>}
    </span>
  );
}
