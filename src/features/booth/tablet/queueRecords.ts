import type { PostEntriesResponse } from '@shared/apiV1';
import type { LeadFields } from '@shared/leads';

/** A sign-up in the tablet's IndexedDB queue (tabletDb.ts) until the web has it. */
export interface QueuedSignUp {
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  hasConsented: boolean;
  createdAt: string;
  /** The badge's id when its code held only that (issue 42, item 6). */
  badgeId?: string;
  /** 1 once the web has the entry (IndexedDB indexes no booleans). */
  synced: 0 | 1;
  lead: LeadFields;
  /** Grows with every change staff make; the web has the lead as of syncedLeadVersion. */
  leadVersion: number;
  syncedLeadVersion: number;
  /** Account ids (issue 40, item 5): at the booth when it was made; set the lead last. */
  capturedBy?: number | null;
  qualifiedBy?: number | null;
  /** 1 once the web answered "erased": its owner erased it there; never sent again. */
  erased?: 1;
}

/**
 * What the web does not have yet: new sign-ups and lead changes. A sign-up its owner erased on
 * the web (answered "erased", issue 38, item 5) is never due again, whatever staff change here.
 */
export function needsSync(signUp: QueuedSignUp): boolean {
  if (signUp.erased === 1) return false;
  return signUp.synced === 0 || signUp.leadVersion > signUp.syncedLeadVersion;
}

/** The externalIds the web answered "erased" in a batch's answer. */
export function erasedExternalIds(answer: PostEntriesResponse): Set<string> {
  return new Set(
    answer.results.filter((result) => result.status === 'erased').map((r) => r.externalId),
  );
}

/**
 * A sign-up as stored once the web answered for it: on the web as of the lead version sent (a
 * lead changed meanwhile stays due), or erased by its owner and out of the queue for good.
 */
export function answeredRecord(
  current: QueuedSignUp,
  sent: QueuedSignUp,
  erased: ReadonlySet<string>,
): QueuedSignUp {
  if (erased.has(sent.externalId)) return { ...current, erased: 1 };
  return { ...current, synced: 1, syncedLeadVersion: sent.leadVersion };
}
