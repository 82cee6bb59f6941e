import { SECTION_IDS } from '../constants';
import { FEATURES } from '../features';
import { RevealSection } from './RevealSection';

export function FeatureGrid() {
  return (
    <RevealSection id={SECTION_IDS.features} labelledBy="features-title">
      <h2 id="features-title" className="section-title">
        Features
      </h2>
      <p className="section-lead">Everything an enterprise needs to put neural networks to work.</p>
      <ul className="feature-grid">
        {FEATURES.map(({ title, description, Icon }) => (
          <li key={title} className="card feature-card">
            <span className="feature-card__icon">
              <Icon />
            </span>
            <h3>{title}</h3>
            <p>{description}</p>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
