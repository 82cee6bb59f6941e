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
  /**
   * The kiosk sends what its store recorded; a tablet is a booth, so "kiosk" (docs/product.md §21).
   */
  source?: EntrySource;
  /** The kiosk names its event; a tablet's device key sends only its own. */
  event?: string;
  /** The staff member signed in at the booth when the visitor signed up (issue 40, item 5). */
  capturedBy?: number | null;
  /** The badge's id when its code held only that (issue 42, item 6). */
  badgeId?: string | undefined;
}

/**
 * A lead as a booth keeps it: staff's fields with who set them, who captured the lead (where the
 * booth keeps it there), and the badge's id from the sign-up.
 */
export interface BoothLead extends LeadFields {
  capturedBy?: number | null;
  qualifiedBy?: number | null;
  badgeId?: string | undefined;
}

/** One sign-up with its lead fields (none when staff never touched it) as the API takes it. */
export function boothEntryInput(signUp: BoothSignUpToSend, lead?: BoothLead): BoothEntryInput {
  const capturedBy = signUp.capturedBy ?? lead?.capturedBy ?? null;
  const qualifiedBy = lead?.qualifiedBy ?? null;
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
    ...(capturedBy !== null && { capturedBy }),
    ...(badgeId === undefined ? {} : { badgeId }),
    ...(lead && {
      leadRating: lead.rating,
      leadInterests: lead.interests,
      leadNote: lead.note,
      ...(qualifiedBy !== null && { qualifiedBy }),
    }),
  };
}
