import { LINE_WORDS, type WaitlistEntry } from '../../../src/shared/index.js';
import type { TemplateName } from '../../loop/messages.js';
import { greeting } from '../greeting.js';
import { htmlLayout, textLayout, type LayoutParts } from './layout.js';

/** The links a message carries, made by server/mail/links.ts. */
export interface MessageLinks {
  confirmUrl?: string;
  inviteUrl?: string;
  statusUrl: string;
  /** RFC 8058's one-click target (List-Unsubscribe header): answers a POST. */
  unsubscribeUrl: string;
  /** The footer's link: the status page, which offers the unsubscribe button. */
  unsubscribePageUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Template = (
  entry: WaitlistEntry,
  links: MessageLinks,
  /** The reward e-mail's reward (issue 29, item 3). */
  rewardName: string,
) => { subject: string } & LayoutParts;

/** Every message of the loop, in one place. */
export const MAIL_TEMPLATES: Record<TemplateName, Template> = {
  confirmation: (entry, links) => ({
    subject: 'Confirm your place on the Synapse waitlist',
    preheader: 'One click and you are in line.',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      greeting(entry.firstName),
      `thanks for joining the Synapse waitlist. ${LINE_WORDS.mailTicket(String(entry.position))}`,
      "If you didn't sign up, ignore this message: nothing more will be sent.",
    ],
    button: { label: 'Confirm my address', url: links.confirmUrl! },
    statusUrl: links.statusUrl,
    unsubscribeUrl: links.unsubscribePageUrl,
  }),
  status: (entry, links) => ({
    subject: 'Your place on the Synapse waitlist',
    preheader: 'Where you stand, and your data.',
    heading: 'Your Synapse waitlist status',
    paragraphs: [greeting(entry.firstName), LINE_WORDS.mailStatus(String(entry.position))],
    button: { label: 'See my status', url: links.statusUrl },
    statusUrl: links.statusUrl,
    unsubscribeUrl: links.unsubscribePageUrl,
  }),
  invite: (entry, links) => ({
    subject: "You're in: your Synapse invite",
    preheader: 'Your access to Synapse is ready.',
    heading: 'Your invite to Synapse',
    paragraphs: [
      greeting(entry.firstName),
      'your wait is over: you have been granted access to Synapse. ' +
        'The link below works once and for 30 days.',
    ],
    button: { label: 'Activate my access', url: links.inviteUrl! },
    statusUrl: links.statusUrl,
    unsubscribeUrl: links.unsubscribePageUrl,
  }),
  reward: (entry, links, rewardName) => ({
    subject: `You earned a reward: ${rewardName}`,
    preheader: 'Your referrals reached a milestone.',
    heading: 'You earned a reward',
    paragraphs: [
      greeting(entry.firstName),
      `the people you referred to the Synapse waitlist reached a milestone: you earned ` +
        `${rewardName}. Thank you for spreading the word; we will be in touch about it.`,
    ],
    button: { label: 'See my status', url: links.statusUrl },
    statusUrl: links.statusUrl,
    unsubscribeUrl: links.unsubscribePageUrl,
  }),
};

export function renderTemplate(
  name: TemplateName,
  entry: WaitlistEntry,
  links: MessageLinks,
  rewardName = '',
): RenderedMail {
  const { subject, ...parts } = MAIL_TEMPLATES[name](entry, links, rewardName);
  return { subject, text: textLayout(parts), html: htmlLayout(parts) };
}
