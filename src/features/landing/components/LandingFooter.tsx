import { Wordmark } from '@components/Wordmark';
import { LANDING_NAV_LINKS } from '../constants';

/** Placeholders until the product has social accounts and legal pages. */
const SOCIAL_LINKS = [
  { label: 'Synapse on X (coming soon)', path: 'M4 4l16 16M20 4L4 20' },
  {
    label: 'Synapse on LinkedIn (coming soon)',
    path: 'M6 10v8M6 6v.01M10 18v-8M10 13a3 3 0 0 1 6 0v5',
  },
  {
    label: 'Synapse on GitHub (coming soon)',
    path: 'M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1-.3-3.4 1.3a11.5 11.5 0 0 0-6 0C6.8 2.8 5.8 3.1 5.8 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4.4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
  },
] as const;

const LEGAL_LINKS = ['Privacy Policy', 'Terms of Service'] as const;

const stayHere = (event: { preventDefault: () => void }) => event.preventDefault();

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-footer__inner">
        <div className="landing-footer__brand">
          <Wordmark />
          <p>Neural network intelligence for the enterprise.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="landing-footer__links">
            {LANDING_NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="landing-footer__social" aria-label="Social media">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.label}>
              <a href="#" className="icon-button" aria-label={social.label} onClick={stayHere}>
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d={social.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="landing-footer__legal">
        <p>© {new Date().getFullYear()} SynapseAI. All rights reserved.</p>
        <ul>
          {LEGAL_LINKS.map((label) => (
            <li key={label}>
              <a href="#" onClick={stayHere}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
