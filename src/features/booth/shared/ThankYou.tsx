import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import type { VisitorLinks } from '@shared/visitorLinks';
import { THANK_YOU_MS } from '@shared/booth';
import { BOOTH_VISITOR_TEXT } from './boothText';
import { useLaterLinks, type AskLinks } from './useLaterLinks';
import './thankYou.css';

/** What a visitor takes away from the booth: known at once (the name) or from the web's answer. */
export interface VisitorThanks {
  firstName: string;
  /** The ticket number, once the web took the sign-up. */
  ticket?: number;
  /** Their status and referral links, from the web's answer (issue 39, item 3). */
  links?: VisitorLinks;
  /** The booth could not reach the web: the sign-up waits on it. */
  offline: boolean;
  /** Without links (the kiosk's own server took it): a confirmation waits in their inbox. */
  confirmByMail?: boolean;
  /** The kiosk: its sync brings the links from the web a moment later; this asks for them. */
  askLinks?: AskLinks;
}

/**
 * The thank-you of both booths: the visitor's first name, their ticket, a QR code of their status
 * link to take away and their referral link, "confirm from your inbox" under double opt-in. A tap
 * anywhere, or THANK_YOU_MS without one, ends it (the host shows its attract screen).
 */
export function ThankYou({ thanks, onDone }: { thanks: VisitorThanks; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const later = useLaterLinks(thanks.askLinks);
  const links = thanks.links ?? later.links ?? undefined;
  const qrCode = useQrCode(links?.statusUrl);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => done.current(), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, []);

  const { ticket } = thanks;
  return (
    <section className="thank-you" data-testid="booth-saved" onClick={onDone}>
      <h2 ref={heading} tabIndex={-1}>
        {BOOTH_VISITOR_TEXT.thanks(thanks.firstName)}
      </h2>
      {ticket !== undefined && (
        <p className="thank-you__ticket">
          {BOOTH_VISITOR_TEXT.ticket} <strong data-testid="booth-ticket">#{ticket}</strong>
        </p>
      )}
      {/* Polite: the links that arrive a moment later are read out as they appear. */}
      <p aria-live="polite">{thanksLine(thanks, links, later.waiting)}</p>
      {links && qrCode && (
        <figure className="thank-you__qr">
          <img src={qrCode} alt={BOOTH_VISITOR_TEXT.qrAlt} width={240} height={240} />
          <figcaption>{BOOTH_VISITOR_TEXT.qrCaption}</figcaption>
        </figure>
      )}
      {links && (
        <p className="thank-you__referral">
          {BOOTH_VISITOR_TEXT.referral}{' '}
          <span data-testid="booth-referral">{links.referralUrl}</span>
        </p>
      )}
      {/* Its click reaches the section's, as any tap on the thank-you does. */}
      <button type="button" className="btn btn--primary thank-you__done">
        {BOOTH_VISITOR_TEXT.done}
      </button>
    </section>
  );
}

function thanksLine(
  { offline, confirmByMail }: VisitorThanks,
  links: VisitorLinks | undefined,
  waiting: boolean,
): string {
  if (offline) return BOOTH_VISITOR_TEXT.savedOffline;
  const confirm = links ? links.confirmByMail : confirmByMail;
  const line = confirm ? BOOTH_VISITOR_TEXT.confirmByMail : BOOTH_VISITOR_TEXT.onTheList;
  if (links) return line;
  return `${line} ${waiting ? BOOTH_VISITOR_TEXT.linksComing : BOOTH_VISITOR_TEXT.linksByMail}`;
}

/** The status link as a QR code image (a data: URL, which the site's CSP allows). */
function useQrCode(url: string | undefined): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 480 }).then(
      (data) => current && setImage(data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url]);
  return url ? image : null;
}
