import type { ReactNode } from 'react';
import { Wordmark } from '@components/Wordmark';
import { StaffCorner } from './StaffCorner';
import './boothScreen.css';

/**
 * The visitor's screen of both booths (issue 39, item 2): the brand and the staff's quiet corner
 * above one card with the sign-up form; nothing of the website (navigation, theme, footer).
 */
export function VisitorScreen({
  onStaff,
  staffPanel,
  children,
}: {
  onStaff: () => void;
  /** The host's staff panel, over the visitor's screen while open. */
  staffPanel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="booth-app">
      <header className="booth-screen-bar">
        <Wordmark home={false} />
        <StaffCorner onOpen={onStaff} />
      </header>
      <main id="main" className="booth-main">
        <section className="booth-card" aria-labelledby="booth-heading">
          <h1 id="booth-heading">Join the waitlist</h1>
          <p className="booth-muted">Be among the first to try Synapse.</p>
          {children}
        </section>
      </main>
      {staffPanel}
    </div>
  );
}
