/**
 * Sharing a referral link where the browser has no Web Share API (issue 44 item 2): plain links to
 * X, LinkedIn and an e-mail, each with the link encoded, written once for the site and the widget.
 */

export const SHARE_WORDS = {
  title: 'Synapse waitlist',
  text: 'Join me on the Synapse waitlist',
  share: 'Share',
  copy: 'Copy',
  copied: 'Link copied.',
  copyFailed: 'Copying is blocked here: select the link and copy it yourself.',
} as const;

export interface ShareTarget {
  /** The link's visible name. */
  label: string;
  href: string;
}

/** The fallback share links for `url`: X, LinkedIn and e-mail, in that order. */
export function shareTargets(url: string): ShareTarget[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(SHARE_WORDS.text);
  return [
    { label: 'Share on X', href: `https://x.com/intent/post?text=${text}&url=${link}` },
    {
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    },
    {
      label: 'Share by e-mail',
      href: `mailto:?subject=${encodeURIComponent(SHARE_WORDS.title)}&body=${encodeURIComponent(`${SHARE_WORDS.text}: ${url}`)}`,
    },
  ];
}
