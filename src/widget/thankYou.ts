import { JOIN_TEXTS } from '../shared/serverTexts';
import { LINE_WORDS } from '../shared/lineWords';
import { SHARE_WORDS, shareTargets } from '../shared/share';
import type { JoinResponse } from '../shared/types';

/** An element with a class and text, built without innerHTML: the texts are the server's. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

/** Copy, then the Web Share API where present, else links to X, LinkedIn and e-mail. */
function referralLink(url: string): HTMLElement {
  const box = element('div', 'referral');
  const label = element('label', '', 'Your referral link');
  label.htmlFor = 'referral-url';
  const row = element('div', 'share-row');
  const input = element('input', '');
  Object.assign(input, { id: 'referral-url', type: 'text', readOnly: true, value: url });
  const said = element('p', 'status');
  said.setAttribute('role', 'status');
  const copy = element('button', 'outline', SHARE_WORDS.copy);
  copy.type = 'button';
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(url).then(
      () => (said.textContent = SHARE_WORDS.copied),
      () => (said.textContent = SHARE_WORDS.copyFailed),
    );
  });
  row.append(input, copy);
  if (typeof navigator.share === 'function') {
    const share = element('button', 'outline', SHARE_WORDS.share);
    share.type = 'button';
    share.addEventListener('click', () => {
      // A closed share sheet rejects: nothing to say.
      navigator.share({ title: SHARE_WORDS.title, text: SHARE_WORDS.text, url }).catch(() => {});
    });
    row.append(share);
  } else {
    for (const target of shareTargets(url)) {
      const link = element('a', 'outline', target.label);
      Object.assign(link, { href: target.href, target: '_blank', rel: 'noopener noreferrer' });
      row.append(link);
    }
  }
  box.append(label, row, said);
  return box;
}

/**
 * The widget's thank-you (issue 44): the site's words for the join, the line's words (a ticket
 * until confirmed), and the referral link to share.
 */
export function thankYouPanel(result: JoinResponse): HTMLElement {
  const again = result.alreadyOnList;
  const panel = element('div', 'card done');
  const heading = element('h2', '', again ? JOIN_TEXTS.alreadyOnListTitle : JOIN_TEXTS.joinedTitle);
  heading.tabIndex = -1;
  panel.append(heading, element('p', 'said', again ? JOIN_TEXTS.alreadyOnList : JOIN_TEXTS.joined));
  const standing =
    result.place !== undefined
      ? LINE_WORDS.yourPlace(result.place)
      : LINE_WORDS.yourTicket(result.position);
  panel.append(element('p', 'position', standing));
  if (result.status === 'waiting') {
    const hint = again ? LINE_WORDS.alreadyOnListHint : LINE_WORDS.confirmHint;
    panel.append(element('p', 'hint', hint));
  }
  if (result.referralUrl) panel.append(referralLink(result.referralUrl));
  return panel;
}
