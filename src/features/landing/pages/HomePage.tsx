import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SiteNav } from '@components/SiteNav';
import { SkipLink } from '@components/SkipLink';
import { finishHydratingPrerender, isHydratingPrerender } from '@lib/hydration';
import { About } from '../components/About';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { hydrateWhenNear } from '../components/hydrateWhenNear';
import { LandingFooter } from '../components/LandingFooter';
import { ParticleNetwork } from '../components/ParticleNetwork';
import { WaitlistSection } from '../components/WaitlistSection';
import { LANDING_NAV_LINKS, SECTION_IDS } from '../constants';
import { useScrollToHash } from '../hooks/useScrollToHash';
import '../landing.css';

/**
 * A part of the prerendered page that React hydrates on its own, in its own task, after the parts
 * around it: the page becomes interactive in short pieces instead of one long task.
 */
function Piece({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The parts below the first screen, rendered at once in the browser. */
const BELOW_THE_FOLD = { About, FeatureGrid, WaitlistSection, LandingFooter };
/**
 * The same parts while the prerendered page hydrates: each when the visitor nears it, so the load
 * spends no time on them (and the sign-up form's code, with zod, loads only then).
 */
const BELOW_THE_FOLD_WHEN_NEAR: Record<keyof typeof BELOW_THE_FOLD, ComponentType> = {
  About: hydrateWhenNear(`#${SECTION_IDS.about}`, About),
  FeatureGrid: hydrateWhenNear(`#${SECTION_IDS.features}`, FeatureGrid),
  WaitlistSection: hydrateWhenNear(`#${SECTION_IDS.waitlist}`, WaitlistSection),
  LandingFooter: hydrateWhenNear('.landing-footer', LandingFooter),
};

/** The main landing page of docs/product.md §2, at / and /original. */
export default function HomePage() {
  useScrollToHash();
  // Chosen once: a later render with other components would make React drop the kept markup.
  const [below] = useState(() =>
    isHydratingPrerender() ? BELOW_THE_FOLD_WHEN_NEAR : BELOW_THE_FOLD,
  );
  useEffect(finishHydratingPrerender, []);
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
          <below.About />
        </Piece>
        <Piece>
          <below.FeatureGrid />
        </Piece>
        <Piece>
          <below.WaitlistSection />
        </Piece>
      </main>
      <Piece>
        <below.LandingFooter />
      </Piece>
    </div>
  );
}
