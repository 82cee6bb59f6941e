import './zodConfig.js';
import { z } from 'zod';
import { emailSchema, isPlainText, LIMITS, MESSAGES } from './schemas.js';
import { entryStatusSchema } from './loop.js';
import { ENTRY_SOURCES } from './types.js';
import { apiLeadInputShape, apiLeadOutputShape } from './boothDevices.js';
import { visitorLinksSchema } from './visitorLinks.js';
import { apiAttributionSchema } from './growthSchemas.js';

/**
 * The versioned API (/api/v1) for booths and integrations, and the API keys that open it.
 * These schemas validate the requests and generate the OpenAPI document: one source for both.
 */

/**
 * entries:write adds entries, stored with the source "api"; entries:sync is a booth's Sync to web
 * key: it adds entries too, and they keep the source the booth recorded (issue 24).
 */
export const API_KEY_SCOPES = ['entries:write', 'entries:read', 'entries:sync'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** docs/product.md §18 "Booth sync and integrations": `syn_` and at least 32 random characters. */
export const API_KEY_PREFIX = 'syn_';
/** Entries per POST /api/v1/entries call. */
export const MAX_ENTRY_BATCH = 500;
export const MAX_ENTRY_PAGE = 500;
export const DEFAULT_ENTRY_PAGE = 100;
/** A sent createdAt is at most this old: it becomes the date of the visitor's consent (issue 24). */
export const MAX_ENTRY_AGE_DAYS = 366;
/** A sender's clock this far ahead of ours is skew: the entry is stored as arriving now. */
export const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export const API_MESSAGES = {
  keyName: 'Give the key a name (1 to 100 characters).',
  keyScopes: 'Choose at least one scope: entries:write, entries:read or entries:sync.',
  externalId: 'externalId must be 1 to 200 characters.',
  externalIdChars: 'externalId cannot hold control characters or text direction marks.',
  event: 'The event name can be at most 200 characters.',
  eventChars: 'The event name cannot hold control characters, line breaks or text direction marks.',
  batchSize: `Send between 1 and ${MAX_ENTRY_BATCH} entries at a time.`,
  createdAt: 'createdAt must be an ISO 8601 date-time such as 2026-03-10T12:00:00Z.',
  createdAtFuture: 'createdAt is in the future: send the time the visitor signed up.',
  createdAtTooOld: `createdAt is more than ${MAX_ENTRY_AGE_DAYS} days ago: send the time the visitor signed up.`,
  cursor: 'The cursor is not one this API handed out.',
} as const;

export const createApiKeySchema = z.object({
  name: z.string({ error: API_MESSAGES.keyName }).trim().min(1, API_MESSAGES.keyName).max(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: API_MESSAGES.keyScopes }), {
      error: API_MESSAGES.keyScopes,
    })
    .min(1, API_MESSAGES.keyScopes)
    .max(API_KEY_SCOPES.length),
});
export type CreateApiKeyPayload = z.output<typeof createApiKeySchema>;

/** An API key as the dashboard lists it: never the key itself. */
export interface ApiKeySummary {
  id: number;
  name: string;
  /** The first characters of the key, so the admin can tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  useCount: number;
}

/** The answer to creating a key: the only time the key is shown. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}

/** An event's name as an entry or a booth carries it: one line of plain text (issue 38, item 4). */
export const eventNameSchema = z
  .string({ error: API_MESSAGES.event })
  .trim()
  .max(200, API_MESSAGES.event)
  .refine(isPlainText, API_MESSAGES.eventChars);
/** A name or company: the form's rule against line breaks and control characters applies too. */
const optionalName = (max: number, notPlain: string) =>
  z.string().trim().max(max).refine(isPlainText, { error: notPlain }).optional().default('');

const entrySourceSchema = z.enum(ENTRY_SOURCES);

/** Checked against the clock at each request: a sign-up date is not in the future nor older than a year. */
const signUpDateSchema = z.iso
  .datetime({ offset: true, error: API_MESSAGES.createdAt })
  .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, API_MESSAGES.createdAtFuture)
  .refine(
    (value) => Date.parse(value) >= Date.now() - MAX_ENTRY_AGE_DAYS * DAY_MS,
    API_MESSAGES.createdAtTooOld,
  );

/** One entry sent by a booth or an integration. */
export const apiEntryInputSchema = z.object({
  externalId: z
    .string({ error: API_MESSAGES.externalId })
    .trim()
    .min(1, API_MESSAGES.externalId)
    .max(200, API_MESSAGES.externalId)
    .refine(isPlainText, API_MESSAGES.externalIdChars)
    .describe(
      'Chosen by the sender and stable: sending it again with the same key never makes a second entry.',
    ),
  email: emailSchema,
  firstName: optionalName(LIMITS.nameMax, MESSAGES.firstNameChars),
  lastName: optionalName(LIMITS.nameMax, MESSAGES.lastNameChars),
  company: optionalName(LIMITS.companyMax, MESSAGES.companyChars),
  hasConsented: z.boolean().optional().default(false),
  createdAt: signUpDateSchema
    .optional()
    .describe(
      `When the visitor signed up, and so when they consented: within the last ${MAX_ENTRY_AGE_DAYS} ` +
        'days and not in the future (a clock up to 5 minutes ahead is stored as the time of ' +
        'arrival); the time of arrival when left out.',
    ),
  source: entrySourceSchema
    .optional()
    .describe(
      'Where the visitor signed up. Kept only for a key with the entries:sync scope (a booth; ' +
        'kiosk when left out); entries sent with any other key are stored with the source api.',
    ),
  event: eventNameSchema
    .optional()
    .default('')
    .describe(
      "A label such as the trade show the entry comes from. A booth device's key sends only its own event.",
    ),
  // Issue 27: what booth staff set on the lead; sent again with the same externalId when it changes.
  ...apiLeadInputShape,
});
export type ApiEntryInput = z.output<typeof apiEntryInputSchema>;

export const entryBatchSchema = z.object({
  entries: z
    .array(apiEntryInputSchema, { error: API_MESSAGES.batchSize })
    .min(1, API_MESSAGES.batchSize)
    .max(MAX_ENTRY_BATCH, API_MESSAGES.batchSize),
});

/** POST /api/v1/entries takes one entry or `{ entries: [...] }`. */
export const postEntriesSchema = z.union([entryBatchSchema, apiEntryInputSchema]);

/** An entry as the store keeps it; the API shows it with its lead fields (apiEntrySchema). */
export const storedApiEntrySchema = z.object({
  id: z.number().int(),
  externalId: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  hasConsented: z.boolean(),
  position: z.number().int().describe('The ticket number: given once, never changed.'),
  createdAt: z.string().describe('ISO 8601: when the visitor signed up.'),
  source: entrySourceSchema,
  event: z.string().nullable(),
  status: entryStatusSchema.describe('waiting, confirmed, invited or activated.'),
  updatedAt: z
    .string()
    .describe('ISO 8601: when the entry was stored here or its status last changed.'),
});
export type ApiEntry = z.output<typeof storedApiEntrySchema>;

const apiEntryWithLeadSchema = storedApiEntrySchema.extend(apiLeadOutputShape);
export type ApiEntryWithLead = z.output<typeof apiEntryWithLeadSchema>;

/**
 * An entry as /api/v1 answers it: with the booth device and lead fields (issue 27) and where it
 * came from (issue 29).
 */
export const apiEntrySchema = apiEntryWithLeadSchema.extend({ attribution: apiAttributionSchema });

export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * What became of one sent entry. Its id and ticket number go only to the key that created it, so
 * that a key cannot look up who else is on the list, nor aim at their entry (issue 38, item 3).
 * An entry of a batch that is not valid is refused alone, with the reason, and the rest are
 * stored: one bad sign-up never holds up the ones a booth sends after it (issue 38, item 4).
 */
export const entryResultSchema = z.object({
  externalId: z.string().describe("As sent ('' when an entry refused sent none)."),
  id: z
    .number()
    .int()
    .optional()
    .describe('Left out when the address was on the list already and this key did not add it.'),
  position: z.number().int().optional().describe('The ticket number; left out as id is.'),
  created: z
    .boolean()
    .describe('false: the externalId or the e-mail address was there already, or it was refused.'),
  error: apiErrorSchema
    .optional()
    .describe(
      'Present when this entry of a batch was refused and not stored: the message, and errors ' +
        'naming its fields.',
    ),
  status: z
    .literal('erased')
    .optional()
    .describe(
      'erased: the person erased this sign-up (its externalId or its address); nothing was ' +
        'stored or sent, and a booth drops it from its queue.',
    ),
  visitor: visitorLinksSchema
    .optional()
    .describe(
      "Only to a booth's key (a device's, or a kiosk's entries:sync key), for an entry it " +
        "created: the visitor's links for the booth's thank-you.",
    ),
});
export type EntryResult = z.output<typeof entryResultSchema>;

export const postEntriesResponseSchema = z.object({
  results: z.array(entryResultSchema).describe("One per sent entry, in the batch's order."),
  created: z.number().int(),
  existed: z.number().int(),
  refused: z.number().int().describe('Entries of the batch refused (each result says why).'),
  erased: z.number().int().describe('Entries their owner erased before (status "erased").'),
});
export type PostEntriesResponse = z.output<typeof postEntriesResponseSchema>;

export const listEntriesQuerySchema = z.object({
  cursor: z.string().max(100).optional().describe('nextCursor of the previous page.'),
  limit: z.coerce.number().int().min(1).max(MAX_ENTRY_PAGE).optional().default(DEFAULT_ENTRY_PAGE),
  updatedSince: z.iso
    .datetime({ offset: true, error: API_MESSAGES.createdAt })
    .optional()
    .describe('Only entries stored or changed at or after this time.'),
});
export type ListEntriesQuery = z.output<typeof listEntriesQuerySchema>;

export const entryPageSchema = z.object({
  entries: z.array(apiEntrySchema),
  nextCursor: z.string().nullable().describe('null on the last page.'),
});
export type ApiEntryPage = z.output<typeof entryPageSchema>;
