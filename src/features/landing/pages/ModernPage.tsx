import { SimpleFooter } from '@components/SimpleFooter';
import { SimpleHeader } from '@components/SimpleHeader';
import { logClick, MockEmailForm } from '../mockups/MockEmailForm';
import '../mockups/mockups.css';

const PAGE = 'modern';

const HIGHLIGHTS = [
  { stat: '97%', title: 'Accuracy', text: 'Cutting-edge neural architecture on enterprise tasks.' },
  {
    stat: '7',
    title: 'Specialist agents',
    text: 'Research, security, memory and more, in one workspace.',
  },
  {
    stat: '24/7',
    title: 'Monitoring',
    text: 'Enterprise-grade security and compliance, always on.',
  },
];

/** A static landing mock-up (docs/product.md §2): its form and buttons only log. */
export default function ModernPage() {
  return (
    <div className="mock-page">
      <title>Modern: SynapseAI</title>
      <SimpleHeader />
      <main className="mock-main">
        <section className="mock-hero" aria-labelledby="modern-title">
          <h1 id="modern-title">Work smarter with neural intelligence</h1>
          <p>
            One AI workspace for pattern recognition, predictive analytics and autonomous decision
            systems, built for the enterprise.
          </p>
          <MockEmailForm page={PAGE} label="Work email" buttonText="Get early access" />
          <div className="mock-actions">
            <button
              type="button"
              className="btn btn--outline"
              onClick={logClick(PAGE, 'Watch demo')}
            >
              Watch demo
            </button>
          </div>
        </section>
        <ul className="mock-grid" aria-label="Highlights">
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className="mock-card">
              <span className="mock-stat">{item.stat}</span>
              <h2>{item.title}</h2>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </main>
      <SimpleFooter />
    </div>
  );
}
