import type { TemplateName } from '../../../src/shared/mailTemplates.js';
import type { TemplateWords } from './custom.js';
import { LINE_WORDS } from '../../../src/shared/lineWords.js';

/**
 * The default messages (index.ts's MAIL_TEMPLATES) in the admin's Markdown: what the editor opens
 * with and what "Reset to the default" shows. Until an admin saves a wording, index.ts's own
 * rendering goes out.
 */
export const DEFAULT_TEMPLATE_WORDS: Record<TemplateName, TemplateWords> = {
  confirmation: {
    subject: 'Confirm your place on the Synapse waitlist',
    body: [
      '# Confirm your e-mail address',
      'Hi {{firstName}},',
      `thanks for joining the Synapse waitlist. ${LINE_WORDS.mailTicket('{{place}}')}`,
      '[Confirm my address]({{confirmUrl}})',
      "If you didn't sign up, ignore this message: nothing more will be sent.",
    ].join('\n\n'),
  },
  status: {
    subject: 'Your place on the Synapse waitlist',
    body: [
      '# Your Synapse waitlist status',
      'Hi {{firstName}},',
      'you asked for your status link. You are #{{place}} of {{total}}; the page below shows ' +
        'your place in line and lets you download or delete your data.',
      '[See my status]({{statusUrl}})',
    ].join('\n\n'),
  },
  invite: {
    subject: "You're in: your Synapse invite",
    body: [
      '# Your invite to Synapse',
      'Hi {{firstName}},',
      'your wait is over: you have been granted access to Synapse. ' +
        'The link below works once and for 30 days.',
      '[Activate my access]({{inviteUrl}})',
    ].join('\n\n'),
  },
  reward: {
    subject: 'You earned a reward: {{rewardName}}',
    body: [
      '# You earned a reward',
      'Hi {{firstName}},',
      'the people you referred to the Synapse waitlist reached a milestone: you earned ' +
        '{{rewardName}}. Thank you for spreading the word; we will be in touch about it.',
      '[See my status]({{statusUrl}})',
    ].join('\n\n'),
  },
};
