import type { ReactNode } from 'react';
import { SimpleFooter } from '@components/SimpleFooter';
import { SimpleHeader } from '@components/SimpleHeader';
import { isKioskMode } from '@lib/kiosk';
import { useTheme } from '@lib/theme';
import { toast } from '@lib/toast';
import { formatCount, useWaitlistCount } from '@features/waitlist';
import { usePrefersReducedMotion } from '@lib/reducedMotion';
import '../mockups/mockups.css';
import '../testPage.css';

function storageWorks(): boolean {
  try {
    const key = 'synapse.self-check';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

function showTestNotification() {
  toast({ title: 'Test notification', description: 'Notifications work in this browser.' });
}

type Outcome = 'pass' | 'fail' | 'pending' | 'info';

function Check({
  name,
  outcome,
  children,
}: {
  name: string;
  outcome: Outcome;
  children: ReactNode;
}) {
  const word = { pass: 'OK', fail: 'Problem', pending: 'Checking', info: 'Info' }[outcome];
  return (
    <div className={`check check--${outcome}`}>
      <dt>{name}</dt>
      <dd>
        <span className="check__badge">{word}</span> {children}
      </dd>
    </div>
  );
}

/**
 * docs/product.md §2.1: a self-check a visitor may see. It tells whether the API answers and what
 * the waitlist count is, and a few browser facts; never a secret or a server internal.
 */
export default function TestPage() {
  const count = useWaitlistCount();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const storage = storageWorks();
  const apiOutcome: Outcome = count.isPending ? 'pending' : count.isError ? 'fail' : 'pass';

  return (
    <div className="mock-page">
      <title>Self-check: SynapseAI</title>
      <SimpleHeader />
      <main className="mock-main">
        <section className="mock-hero" aria-labelledby="test-title">
          <h1 id="test-title">Self-check</h1>
          <p>Is everything this site needs working in your browser?</p>
        </section>
        <dl className="checks" aria-live="polite" aria-busy={count.isFetching}>
          <Check name="Site" outcome="pass">
            The site loaded.
          </Check>
          <Check name="API reachable" outcome={apiOutcome}>
            {apiOutcome === 'pass' && 'The API answered.'}
            {apiOutcome === 'fail' && 'The API did not answer. Try again in a moment.'}
            {apiOutcome === 'pending' && 'Asking the API...'}
          </Check>
          <Check name="Waitlist count" outcome={count.data ? 'pass' : apiOutcome}>
            {count.data ? (
              <span data-testid="self-check-count">{formatCount(count.data.count)}</span>
            ) : (
              'Not known yet.'
            )}
          </Check>
          <Check name="Local storage" outcome={storage ? 'pass' : 'fail'}>
            {storage ? 'Available (your theme is remembered).' : 'Not available.'}
          </Check>
          <Check name="Theme" outcome="info">
            {theme === 'dark' ? 'Dark' : 'Light'}
          </Check>
          <Check name="Motion" outcome="info">
            {reducedMotion ? 'Reduced (animations are off)' : 'Full'}
          </Check>
          <Check name="Kiosk mode" outcome="info">
            {isKioskMode() ? 'On' : 'Off'}
          </Check>
          <Check name="Notifications" outcome="info">
            <button type="button" className="btn btn--outline" onClick={showTestNotification}>
              Show a test notification
            </button>
          </Check>
        </dl>
        <div className="mock-actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => count.refetch()}
            disabled={count.isFetching}
          >
            {count.isFetching ? 'Checking...' : 'Check again'}
          </button>
        </div>
      </main>
      <SimpleFooter />
    </div>
  );
}
