/** A tick for good news, an exclamation mark for a problem; decoration only. */
export function LoopIcon({ kind }: { kind: 'done' | 'problem' }) {
  return (
    <svg
      className={`loop-icon loop-icon--${kind}`}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      {kind === 'done' ? (
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" />
      ) : (
        <path d="M24 12v16M24 33v4" fill="none" stroke="currentColor" strokeWidth="4" />
      )}
    </svg>
  );
}
