import { useId, useState } from 'react';
import { SHARE_WORDS, shareTargets } from '@shared/share';
import './referralLink.css';

/** The Web Share API where the browser has one (phones); else links to X, LinkedIn and e-mail. */
function ShareButtons({ url }: { url: string }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  if (canShare) {
    const share = async () => {
      try {
        await navigator.share({ title: SHARE_WORDS.title, text: SHARE_WORDS.text, url });
      } catch {
        // The visitor closed the share sheet: nothing to say.
      }
    };
    return (
      <button type="button" className="btn btn--outline" onClick={() => void share()}>
        {SHARE_WORDS.share}
      </button>
    );
  }
  return (
    // Beside Copy in the same row: the links wrap with it on a phone, each named for where it goes.
    <div className="referral-link__share">
      {shareTargets(url).map((target) => (
        <a
          key={target.label}
          className="btn btn--outline"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {target.label}
        </a>
      ))}
    </div>
  );
}

/**
 * The visitor's referral link with Copy and Share beside it (issue 14, issue 44 item 2). Shown on
 * the success panel and the status page; the link comes from the server (PUBLIC_URL).
 */
export function ReferralLink({ url, gain }: { url: string; gain?: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
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
          {SHARE_WORDS.copy}
        </button>
        <ShareButtons url={url} />
      </div>
      <p className="referral-link__status" role="status">
        {copied === 'yes' && SHARE_WORDS.copied}
        {copied === 'failed' && SHARE_WORDS.copyFailed}
      </p>
    </div>
  );
}
