import { useState } from 'react';
import { SimpleFooter } from '@components/SimpleFooter';
import { SimpleHeader } from '@components/SimpleHeader';
import { DecodeText, Typewriter } from '../components/TextEffects';
import { IntroScreen, type IntroVariant } from '../intro/IntroScreen';
import '../mockups/mockups.css';
import '../animatedText.css';

const PHRASES = [
  'Pattern recognition.',
  'Predictive analytics.',
  'Autonomous decision systems.',
  'Neural network intelligence.',
] as const;

function IntroDemo({ variant, title }: { variant: IntroVariant; title: string }) {
  const [run, setRun] = useState(0);
  return (
    <section className="text-demo" aria-labelledby={`intro-${variant}-title`}>
      <div className="text-demo__head">
        <h2 id={`intro-${variant}-title`}>{title}</h2>
        <button type="button" className="btn btn--outline" onClick={() => setRun((n) => n + 1)}>
          Replay
        </button>
      </div>
      <IntroScreen key={run} variant={variant} />
    </section>
  );
}

/** docs/product.md §2's demo of typing-text effects, where both intro screens can be seen. */
export default function AnimatedTextPage() {
  return (
    <div className="mock-page">
      <title>Animated text: SynapseAI</title>
      <SimpleHeader />
      <main className="mock-main">
        <section className="mock-hero" aria-labelledby="animated-title">
          <h1 id="animated-title">Animated text</h1>
          <p>The typing effects of the Synapse intro screens and consoles.</p>
        </section>
        <div className="text-demos">
          <IntroDemo variant="terminal" title="Intro screen" />
          <IntroDemo variant="glow" title="Intro screen, second variant" />
          <section className="text-demo" aria-labelledby="typewriter-title">
            <h2 id="typewriter-title">Typewriter</h2>
            <Typewriter phrases={PHRASES} />
          </section>
          <section className="text-demo" aria-labelledby="decode-title">
            <h2 id="decode-title">Decode</h2>
            <DecodeText text="SYNAPSE ONLINE" />
          </section>
        </div>
      </main>
      <SimpleFooter />
    </div>
  );
}
