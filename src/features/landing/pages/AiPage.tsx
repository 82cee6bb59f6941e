import { SimpleFooter } from '@components/SimpleFooter';
import { SimpleHeader } from '@components/SimpleHeader';
import { logClick, MockEmailForm } from '../mockups/MockEmailForm';
import '../mockups/mockups.css';

const PAGE = 'ai';

const CONVERSATION = [
  { who: 'You', user: true, text: 'Which regions will miss their Q3 supply targets?' },
  {
    who: 'Synapse',
    user: false,
    text: 'Two: North-East (82% likely, port delays) and Central (64%, supplier churn). I drafted a rerouting plan for both.',
  },
  { who: 'You', user: true, text: 'Share the plan with logistics and flag the risks.' },
  {
    who: 'Synapse',
    user: false,
    text: 'Done. The plan is in the logistics workflow with three flagged risks.',
  },
];

/** A static landing mock-up (docs/product.md §2): its form and buttons only log. */
export default function AiPage() {
  return (
    <div className="mock-page">
      <title>AI assistant: SynapseAI</title>
      <SimpleHeader />
      <main className="mock-main">
        <section className="mock-hero" aria-labelledby="ai-title">
          <h1 id="ai-title">Your AI co-pilot for enterprise decisions</h1>
          <p>
            Ask in plain language. Synapse answers with predictions, plans and the reasons behind
            them.
          </p>
        </section>
        <section className="chat" aria-label="Example conversation">
          {CONVERSATION.map((message) => (
            <p
              key={message.text}
              className={`chat__message${message.user ? ' chat__message--user' : ''}`}
            >
              <span className="chat__who">{message.who}</span>
              {message.text}
            </p>
          ))}
        </section>
        <MockEmailForm page={PAGE} label="Email for early access" buttonText="Try the co-pilot" />
        <div className="mock-actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={logClick(PAGE, 'See more examples')}
          >
            See more examples
          </button>
        </div>
      </main>
      <SimpleFooter />
    </div>
  );
}
