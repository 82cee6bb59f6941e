import { BOOTH_VISITOR_TEXT } from './boothText';

/** Attract mode: after the idle reset the booth invites the next visitor until someone taps. */
export function AttractScreen({ event, onStart }: { event: string; onStart: () => void }) {
  return (
    <button type="button" className="booth-attract" onClick={onStart} data-testid="booth-attract">
      <span className="booth-attract__event">{event}</span>
      <span className="booth-attract__title">{BOOTH_VISITOR_TEXT.attractTitle}</span>
      <span className="booth-attract__hint">{BOOTH_VISITOR_TEXT.attractHint}</span>
    </button>
  );
}
