import { SimpleFooter } from '@components/SimpleFooter';
import { SimpleHeader } from '@components/SimpleHeader';
import { HeroIllustration } from '../art/HeroIllustration';
import { MockEmailForm } from '../mockups/MockEmailForm';
import '../mockups/mockups.css';

const PAGE = 'neural';

const METRICS = [
  { name: 'Decision accuracy', value: '97%' },
  { name: 'Specialist agents', value: '7' },
  { name: 'Industries served', value: '12' },
  { name: 'Integration time', value: '< 2 weeks' },
];

/** A static landing mock-up (docs/product.md §2): its form only logs. */
export default function NeuralPage() {
  return (
    <div className="mock-page">
      <title>Neural: SynapseAI</title>
      <SimpleHeader />
      <main className="mock-main">
        <div className="neural-layout">
          <section className="mock-hero" aria-labelledby="neural-title">
            <h1 id="neural-title">Neural networks, production-ready</h1>
            <p>
              Deep learning that plugs into your existing infrastructure and adapts its workflows to
              your industry.
            </p>
            <MockEmailForm page={PAGE} label="Work email" buttonText="Request access" />
          </section>
          <HeroIllustration label="Layers of connected neurons" />
        </div>
        <dl className="neural-metrics">
          {METRICS.map((metric) => (
            <div key={metric.name}>
              <dt>{metric.name}</dt>
              <dd>{metric.value}</dd>
            </div>
          ))}
        </dl>
      </main>
      <SimpleFooter />
    </div>
  );
}
