import { useId, useState } from 'react';
import './referralLink.css';

/**
 * The visitor's referral link with a Copy button, and Share where the browser has the Web Share
 * API (phones). Shown on the success panel and the status page (issue 14).
 */
export function ReferralLink({ url, gain }: { url: string; gain?: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({
        title: 'Synapse waitlist',
        text: 'Join me on the Synapse waitlist',
        url,
      });
    } catch {
      // The visitor closed the share sheet: nothing to say.
    }
  }

  return (
    <div className="referral-link" data-testid="referral-link">
      <label htmlFor={`${id}-url`}>Your referral link</label>
      <p className="referral-link__hint" id={`${id}-hint`}>
        {gain ??
          'Each friend who joins through it and confirms their e-mail moves you up the line.'}
      </p>
      <div className="referral-link__row">
        <input
          id={`${id}-url`}
          type="text"
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--outline" onClick={() => void copy()}>
          Copy
        </button>
        {canShare && (
          <button type="button" className="btn btn--outline" onClick={() => void share()}>
            Share
          </button>
        )}
      </div>
      <p className="referral-link__status" role="status">
        {copied === 'yes' && 'Link copied.'}
        {copied === 'failed' && 'Copying is blocked here: select the link and copy it yourself.'}
      </p>
    </div>
  );
}
