import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SkipLink } from '@components/SkipLink';
import { Wordmark } from '@components/Wordmark';
import {
  aheadOfYouText,
  useWaitlistCount,
  WaitlistForm,
  WaitlistFormFallback,
} from '@features/waitlist';
import { FEATURES } from '../features';
import '../neon.css';

const TERMINAL_DEMO = [
  '> CONNECTING TO SYNAPSE CORE ... OK',
  '> 7 AGENTS ONLINE',
  '> GREETINGS, VISITOR.',
  '> SHALL WE PLAY A GAME?',
];

/** The neon landing page itself, shown once its boot sequence is over (NeonLandingPage). */
export default function NeonPage() {
  const { count } = useWaitlistCount();
  return (
    <div className="neon">
      <SkipLink />
      <header className="neon__header">
        <Wordmark />
        <nav aria-label="Main">
          <ul>
            <li>
              <a href="#neon-features">Features</a>
            </li>
            <li>
              <a href="#neon-terminal">Terminal</a>
            </li>
            <li>
              <a href="#neon-waitlist">Waitlist</a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <section className="neon__hero" aria-labelledby="neon-title">
          <p className="neon__kicker">Limited beta // neural workspace</p>
          <h1 id="neon-title">
            Wire your enterprise into <span>neural intelligence</span>
          </h1>
          <p>
            Pattern recognition, predictive analytics and autonomous decisions in one workspace.
          </p>
          <a className="neon__button" href="#neon-waitlist">
            Join the waitlist
          </a>
        </section>

        <section id="neon-features" className="neon__section" aria-labelledby="neon-features-title">
          <h2 id="neon-features-title">Features</h2>
          <ul className="neon__cards">
            {FEATURES.map(({ title, description, Icon }) => (
              <li key={title} className="neon__card">
                <Icon className="neon__icon" />
                <h3>{title}</h3>
                <p>{description}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="neon-terminal" className="neon__section" aria-labelledby="neon-terminal-title">
          <h2 id="neon-terminal-title">Talk to the console</h2>
          <div className="neon__terminal">
            <div className="neon__terminal-bar" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
            <pre>{TERMINAL_DEMO.join('\n')}</pre>
          </div>
          <Link className="neon__button" to="/joshua">
            Open the terminal
          </Link>
        </section>

        <section id="neon-waitlist" className="neon__section" aria-labelledby="neon-waitlist-title">
          <h2 id="neon-waitlist-title">Join the waitlist</h2>
          <p className="neon__count" data-testid="neon-count">
            {aheadOfYouText(count)}
          </p>
          <div className="neon__form">
            <Suspense fallback={<WaitlistFormFallback />}>
              <WaitlistForm showCount={false} />
            </Suspense>
          </div>
        </section>
      </main>
      <footer className="neon__footer">
        <p>© {new Date().getFullYear()} SynapseAI. All rights reserved.</p>
        <Link to="/">Main site</Link>
      </footer>
    </div>
  );
}
