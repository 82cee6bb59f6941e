import './zodConfig.js';
import { z } from 'zod';
import { isPlainNote, isPlainText } from './schemas.js';

/**
 * Lead qualification (issue 27; docs/product.md §21): staff rate a booth's
 * sign-up, tick what the visitor asked about and note what they talked about. Written by staff
 * only, never shown to visitors; personal data, exported and erased with the entry.
 */
export const LEAD_RATINGS = ['hot', 'warm', 'cold'] as const;
export type LeadRating = (typeof LEAD_RATINGS)[number];

export const LEAD_RATING_LABELS: Record<LeadRating, string> = {
  hot: 'Hot',
  warm: 'Warm',
  cold: 'Cold',
};

export const LEAD_LIMITS = {
  noteMax: 500,
  interestMax: 60,
  /** Interests an event offers (the admin's list) and a lead may carry. */
  interestsMax: 30,
} as const;

export const LEAD_TEXTS = {
  rating: 'The rating is hot, warm or cold (or none).',
  note: `The note can be at most ${LEAD_LIMITS.noteMax} characters.`,
  noteChars:
    'The note cannot hold control characters (other than line breaks) or text direction marks.',
  interest: `An interest is 1 to ${LEAD_LIMITS.interestMax} characters on one line, without control characters or text direction marks.`,
  interests: `At most ${LEAD_LIMITS.interestsMax} interests.`,
  notInList: (interest: string) => `"${interest}" is not one of this event's interests.`,
} as const;

const interestSchema = z
  .string({ error: LEAD_TEXTS.interest })
  .trim()
  .min(1, LEAD_TEXTS.interest)
  .max(LEAD_LIMITS.interestMax, LEAD_TEXTS.interest)
  .refine(isPlainText, LEAD_TEXTS.interest);

/** A list of interests: trimmed, each once, in the order given. */
export const interestListSchema = z
  .array(interestSchema, { error: LEAD_TEXTS.interests })
  .max(LEAD_LIMITS.interestsMax, LEAD_TEXTS.interests)
  .transform((items) => [...new Set(items)]);

/**
 * A lead's note: it keeps its line breaks (it is never put into an e-mail), and nothing else of
 * the kind (isPlainNote), on the booth's own route and in /api/v1 alike (issue 38, item 4).
 */
export const leadNoteSchema = z
  .string({ error: LEAD_TEXTS.note })
  .trim()
  .max(LEAD_LIMITS.noteMax, LEAD_TEXTS.note)
  .refine(isPlainNote, LEAD_TEXTS.noteChars);

/** What staff set on a lead. */
export const leadFieldsSchema = z.object({
  rating: z.enum(LEAD_RATINGS, { error: LEAD_TEXTS.rating }).nullable().default(null),
  interests: interestListSchema.default([]),
  note: leadNoteSchema.default(''),
});
export type LeadFields = z.output<typeof leadFieldsSchema>;

export const NO_LEAD: LeadFields = { rating: null, interests: [], note: '' };

/** A lead counts as qualified once staff set anything on it. */
export function isQualified(lead: LeadFields): boolean {
  return lead.rating !== null || lead.interests.length > 0 || lead.note !== '';
}

export function sameLead(a: LeadFields, b: LeadFields): boolean {
  return (
    a.rating === b.rating &&
    a.note === b.note &&
    a.interests.length === b.interests.length &&
    a.interests.every((interest, index) => b.interests[index] === interest)
  );
}

/** "Hot · Pricing, Demo · 'Wants a call'": one line for a list or a CSV cell. */
export function leadSummary(lead: LeadFields): string {
  const parts = [
    lead.rating ? LEAD_RATING_LABELS[lead.rating] : '',
    lead.interests.join(', '),
    lead.note,
  ];
  return parts.filter((part) => part !== '').join(' · ');
}
