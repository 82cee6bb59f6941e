import type { z } from 'zod';
import type { apiEntryInputSchema, entryBatchSchema } from './apiV1.js';
import type { LeadFields } from './leads.js';
import type { EntrySource } from './types.js';

/**
 * What a booth sends to POST /api/v1/entries, typed against the API's own input schema: the
 * tablet (its IndexedDB queue, with its device key) and the kiosk (its store, with its sync key)
 * build their bodies here, so a field the API renames or adds fails both at compile time.
 */
export type BoothEntryInput = z.input<typeof apiEntryInputSchema>;
export type BoothEntryBatch = z.input<typeof entryBatchSchema>;

/** A sign-up as a booth keeps it, before it goes to the web. */
export interface BoothSignUpToSend {
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  hasConsented: boolean;
  createdAt: string;
  /** The kiosk sends what its store recorded; a tablet is a booth, so "kiosk" (DECISIONS). */
  source?: EntrySource;
  /** The kiosk names its event; a tablet's device key sends only its own. */
  event?: string;
  /** The badge's id when its code held only that (issue 42, item 6). */
  badgeId?: string | undefined;
}

/** A lead as a booth keeps it: staff's fields, and the badge's id from the sign-up. */
export type BoothLead = LeadFields & { badgeId?: string | undefined };

/** One sign-up with its lead fields (none when staff never touched it) as the API takes it. */
export function boothEntryInput(signUp: BoothSignUpToSend, lead?: BoothLead): BoothEntryInput {
  const badgeId = signUp.badgeId ?? lead?.badgeId;
  // Field by field: a queued record carries more (its sync state), which is not the API's.
  return {
    externalId: signUp.externalId,
    email: signUp.email,
    firstName: signUp.firstName,
    lastName: signUp.lastName,
    company: signUp.company,
    hasConsented: signUp.hasConsented,
    createdAt: signUp.createdAt,
    source: signUp.source ?? 'kiosk',
    ...(signUp.event === undefined ? {} : { event: signUp.event }),
    ...(badgeId === undefined ? {} : { badgeId }),
    ...(lead && {
      leadRating: lead.rating,
      leadInterests: lead.interests,
      leadNote: lead.note,
    }),
  };
}
