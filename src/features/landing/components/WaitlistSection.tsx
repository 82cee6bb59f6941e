import { Suspense } from 'react';
import { WaitlistForm, WaitlistFormFallback } from '@features/waitlist';
import { SECTION_IDS } from '../constants';
import { RevealSection } from './RevealSection';

export function WaitlistSection() {
  return (
    <RevealSection
      id={SECTION_IDS.waitlist}
      labelledBy="waitlist-title"
      className="waitlist-section"
    >
      <div className="card waitlist-card">
        <h2 id="waitlist-title" className="section-title">
          Join Our Exclusive Waitlist
        </h2>
        <p className="section-lead">
          Be among the first to get access to the Synapse workspace when the limited beta opens.
        </p>
        <Suspense fallback={<WaitlistFormFallback />}>
          <WaitlistForm />
        </Suspense>
      </div>
    </RevealSection>
  );
}
