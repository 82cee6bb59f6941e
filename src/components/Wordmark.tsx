import { Link } from 'react-router-dom';
import './wordmark.css';

/**
 * docs/product.md §15: "Synapse" with the accent suffix "AI" in the second tone, linking home; at a
 * booth (`home={false}`) the brand alone, since a visitor there has no site to go to.
 */
export function Wordmark({ className = '', home = true }: { className?: string; home?: boolean }) {
  const classes = `wordmark ${className}`.trim();
  if (!home) {
    return (
      <span className={classes} role="img" aria-label="SynapseAI">
        <Mark />
      </span>
    );
  }
  return (
    <Link to="/" className={classes} aria-label="SynapseAI home">
      <Mark />
    </Link>
  );
}

function Mark() {
  return (
    <>
      <svg
        className="wordmark__mark"
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="8" cy="9" r="3.5" fill="currentColor" />
        <circle cx="24" cy="8" r="3" fill="currentColor" opacity="0.8" />
        <circle cx="16" cy="23" r="4" fill="currentColor" />
        <path
          d="M8 9L24 8M8 9l8 14M24 8l-8 15"
          stroke="currentColor"
          strokeWidth="1.6"
          fill="none"
          opacity="0.7"
        />
      </svg>
      <span className="wordmark__name">Synapse</span>
      <span className="wordmark__accent">AI</span>
    </>
  );
}
