import { DECORATIVE_ART } from '../art/DecorativeArt';
import { SECTION_IDS, WHY_CHOOSE_US } from '../constants';
import { RevealSection } from './RevealSection';

export function About() {
  return (
    <RevealSection id={SECTION_IDS.about} labelledBy="about-title">
      <h2 id="about-title" className="section-title">
        About Synapse
      </h2>
      <p className="section-lead">
        Neural-network intelligence that supports decisions across industries, from finance to
        manufacturing.
      </p>
      <div className="about__grid">
        <div className="about__cards">
          <article className="card">
            <h3>Our Vision</h3>
            <p>
              We believe every enterprise decision deserves the power of neural intelligence.
              Synapse turns your data into pattern recognition, predictive analytics and autonomous
              decision systems that your teams can trust and explain.
            </p>
          </article>
          <article className="card">
            <h3>Why Choose Us</h3>
            <ul className="check-list">
              {WHY_CHOOSE_US.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </article>
        </div>
        <div className="about__art">
          {DECORATIVE_ART.map(({ name, Art }) => (
            <Art key={name} className="about__art-tile" />
          ))}
        </div>
      </div>
    </RevealSection>
  );
}
