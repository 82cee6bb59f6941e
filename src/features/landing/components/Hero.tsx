import { SECTION_IDS } from '../constants';
import { ConsolePreview } from '../console/ConsolePreview';
import { RevealSection } from './RevealSection';

export function Hero() {
  return (
    <RevealSection id={SECTION_IDS.hero} labelledBy="hero-title" className="hero" still>
      <div className="hero__text">
        <p className="eyebrow">Limited beta</p>
        <h1 id="hero-title">
          The future of <span className="gradient-text">neural network intelligence</span>
        </h1>
        <p className="hero__tagline">
          Synapse brings pattern recognition, predictive analytics and autonomous decision systems
          to every team in your enterprise.
        </p>
        <div className="hero__actions">
          <a className="btn btn--primary" href={`#${SECTION_IDS.waitlist}`}>
            Join Waitlist
          </a>
          <a className="btn btn--outline" href={`#${SECTION_IDS.about}`}>
            Learn More
          </a>
        </div>
      </div>
      <ConsolePreview />
    </RevealSection>
  );
}
