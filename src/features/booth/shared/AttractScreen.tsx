import { Wordmark } from '@components/Wordmark';
import { BOOTH_VISITOR_TEXT } from './boothText';
import './attract.css';

/**
 * Attract mode: after the idle reset the booth invites the next visitor until someone taps; a
 * screen of its own (the form is not drawn under it), with the brand and the console at work.
 */
export function AttractScreen({ event, onStart }: { event?: string; onStart: () => void }) {
  return (
    <button type="button" className="booth-attract" onClick={onStart} data-testid="booth-attract">
      <Wordmark home={false} className="booth-attract__brand" />
      {event && <span className="booth-attract__event">{event}</span>}
      <span className="booth-attract__console" aria-hidden="true">
        {BOOTH_VISITOR_TEXT.attractConsole.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
      <span className="booth-attract__title">{BOOTH_VISITOR_TEXT.attractTitle}</span>
      <span className="booth-attract__hint">{BOOTH_VISITOR_TEXT.attractHint}</span>
    </button>
  );
}
