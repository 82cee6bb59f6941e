import './zodConfig.js';
import { z } from 'zod';

/**
 * E-mail templates the admin words (issue 28, item 4): the confirmation, status and invite
 * messages' subject and body, in a small Markdown with merge fields. The frame around the body
 * (the name, the footer's status and unsubscribe links), the text part and the List-Unsubscribe
 * header are the server's and stay whatever the template says (docs/product.md §22 "Admin app").
 */

export const TEMPLATE_NAMES = ['confirmation', 'status', 'invite', 'reward'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const TEMPLATE_LABELS: Record<TemplateName, string> = {
  confirmation: 'Confirmation',
  status: 'Status link',
  invite: 'Invite',
  // Issue 29, item 3: a referral milestone reached.
  reward: 'Reward earned',
};

export const MERGE_FIELDS = [
  'firstName',
  'place',
  'total',
  'referralUrl',
  'statusUrl',
  'confirmUrl',
  'inviteUrl',
  'rewardName',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

/** What each field becomes, for the editor's help. */
export const MERGE_FIELD_HELP: Record<MergeField, string> = {
  firstName: 'the first name (or "there" when it is empty or looks like a link)',
  place: 'the place in line now (the ticket number while not in line)',
  total: 'how many are in line',
  referralUrl: 'the referral link to share',
  statusUrl: 'the status page',
  confirmUrl: 'the confirmation link (confirmation e-mail only)',
  inviteUrl: 'the invite link (invite e-mail only)',
  rewardName: 'the reward earned (reward e-mail only)',
};

/** The link a template must carry, and the ones only it may. */
const OWN_LINK: Partial<Record<TemplateName, MergeField>> = {
  confirmation: 'confirmUrl',
  invite: 'inviteUrl',
};

/** Fields only one e-mail has a value for. */
const ONLY_IN: Partial<Record<MergeField, TemplateName>> = { rewardName: 'reward' };

export const TEMPLATE_LIMITS = { subjectMax: 200, bodyMax: 10_000 } as const;

export const TEMPLATE_TEXTS = {
  subject: `The subject is 1 to ${TEMPLATE_LIMITS.subjectMax} characters on one line.`,
  body: `The body is 1 to ${TEMPLATE_LIMITS.bodyMax} characters.`,
  unknownField: (field: string) =>
    `{{${field}}} is not a merge field. Use ${MERGE_FIELDS.map((name) => `{{${name}}}`).join(', ')}.`,
  notInThis: (field: string, name: TemplateName) =>
    `{{${field}}} is not available in the ${TEMPLATE_LABELS[name].toLowerCase()} e-mail.`,
  missingLink: (field: string, name: TemplateName) =>
    `The ${TEMPLATE_LABELS[name].toLowerCase()} e-mail needs its link, {{${field}}}.`,
  unknownTemplate: 'There is no e-mail template with that name.',
  notSetUp: 'E-mail is not set up on this server (SMTP_URL): a test cannot be sent.',
} as const;

/** Every {{field}} a text names, in order (spaces inside the braces allowed). */
export function fieldsIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1]!);
}

/** What is wrong with a template's fields, in words; null when nothing. */
export function fieldProblem(name: TemplateName, subject: string, body: string): string | null {
  const fields = fieldsIn(`${subject}\n${body}`);
  for (const field of fields) {
    if (!MERGE_FIELDS.includes(field as MergeField)) return TEMPLATE_TEXTS.unknownField(field);
    const owner =
      Object.entries(OWN_LINK).find(([, link]) => link === field)?.[0] ??
      ONLY_IN[field as MergeField];
    if (owner && owner !== name) return TEMPLATE_TEXTS.notInThis(field, name);
  }
  const own = OWN_LINK[name];
  if (own && !fieldsIn(body).includes(own)) return TEMPLATE_TEXTS.missingLink(own, name);
  return null;
}

/** PUT apiPaths.adminTemplate's body, checked against its template name by the route. */
export const templateSchema = z.object({
  subject: z
    .string({ error: TEMPLATE_TEXTS.subject })
    .trim()
    .min(1, TEMPLATE_TEXTS.subject)
    .max(TEMPLATE_LIMITS.subjectMax, TEMPLATE_TEXTS.subject)
    .refine((subject) => !/[\r\n]/.test(subject), TEMPLATE_TEXTS.subject),
  body: z
    .string({ error: TEMPLATE_TEXTS.body })
    .trim()
    .min(1, TEMPLATE_TEXTS.body)
    .max(TEMPLATE_LIMITS.bodyMax, TEMPLATE_TEXTS.body),
});
export type TemplatePayload = z.output<typeof templateSchema>;

/** POST apiPaths.adminTemplateTest: where the test goes. */
export const templateTestSchema = z.object({
  to: z.string({ error: 'Give an e-mail address.' }).trim().email('Give an e-mail address.'),
});

/** A template as the editor reads it: the words in use and the default's. */
export interface TemplateView {
  name: TemplateName;
  subject: string;
  body: string;
  /** No wording of the admin's is stored: the default goes out. */
  isDefault: boolean;
  updatedAt: string | null;
  defaultSubject: string;
  defaultBody: string;
}
