import { Suspense, type ReactNode } from 'react';
import { SiteNav } from '@components/SiteNav';
import { SkipLink } from '@components/SkipLink';
import { About } from '../components/About';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { LandingFooter } from '../components/LandingFooter';
import { ParticleNetwork } from '../components/ParticleNetwork';
import { WaitlistSection } from '../components/WaitlistSection';
import { LANDING_NAV_LINKS } from '../constants';
import { useScrollToHash } from '../hooks/useScrollToHash';
import '../landing.css';

/**
 * A part of the prerendered page that React hydrates on its own, in its own task, after the parts
 * around it: the page becomes interactive in short pieces instead of one long task.
 */
function Piece({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The main landing page of SPEC section 2, at / and /original. */
export default function HomePage() {
  useScrollToHash();
  return (
    <div className="landing-page">
      <title>SynapseAI: neural network intelligence, limited beta</title>
      <SkipLink />
      <ParticleNetwork />
      <SiteNav links={LANDING_NAV_LINKS} />
      <main id="main" tabIndex={-1} className="landing-main">
        <Piece>
          <Hero />
        </Piece>
        <Piece>
          <About />
        </Piece>
        <Piece>
          <FeatureGrid />
        </Piece>
        <Piece>
          <WaitlistSection />
        </Piece>
      </main>
      <Piece>
        <LandingFooter />
      </Piece>
    </div>
  );
}
