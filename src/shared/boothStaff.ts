import './zodConfig.js';
import { z } from 'zod';
import { BOOTH_TEXTS } from './booth.js';
import { isPlainText } from './schemas.js';

/**
 * Booth staff at the booth (issue 40, item 5; docs/product.md §26 "Team and roles"): an event has a staff
 * list (people with the staff role or above), each with a booth PIN of their own. The booth gets
 * the list with each PIN's hash, so a tablet signs staff in offline; every lead names who
 * captured and who qualified it.
 */
export const BOOTH_STAFF_TEXTS = {
  event: 'Name the event (1 to 200 characters).',
  staff: 'Choose people of the team by their id (at most 200).',
  notStaff: (name: string) =>
    `${name} cannot be on a booth's staff: their role is viewer. Give them the staff role first.`,
  unknownMember: (id: number) => `No member of the team has the id ${id}.`,
  pinSaved: 'Your booth PIN is saved. It reaches the booths of your events at their next sync.',
  pinCleared: 'Your booth PIN is removed.',
  noPin: 'No booth PIN yet',
  whoIsHere: 'Who is at the booth?',
  nobody: 'Choose your name.',
  noStaff:
    'No one with a booth PIN is on this event\u2019s staff yet. An admin chooses the staff in the ' +
    'Booths section; each person sets a booth PIN under Security.',
} as const;

/** A booth PIN: the operator PIN's rule (4 to 8 digits); null removes it. */
export const boothPinSchema = z.object({
  pin: z
    .string({ error: BOOTH_TEXTS.pinFormat })
    .regex(/^\d{4,8}$/, BOOTH_TEXTS.pinFormat)
    .nullable(),
});
export type BoothPinPayload = z.output<typeof boothPinSchema>;

/** PUT /api/admin/booth-events/staff: the people on an event's staff list, by account id. */
export const eventStaffSchema = z.object({
  event: z
    .string({ error: BOOTH_STAFF_TEXTS.event })
    .trim()
    .min(1, BOOTH_STAFF_TEXTS.event)
    .max(200, BOOTH_STAFF_TEXTS.event)
    .refine(isPlainText, BOOTH_STAFF_TEXTS.event),
  staff: z
    .array(z.number({ error: BOOTH_STAFF_TEXTS.staff }).int().positive(), {
      error: BOOTH_STAFF_TEXTS.staff,
    })
    .max(200, BOOTH_STAFF_TEXTS.staff)
    .transform((ids) => [...new Set(ids)]),
});
export type EventStaffPayload = z.output<typeof eventStaffSchema>;

/**
 * PBKDF2-SHA-256 of a booth PIN, base64, with its salt: what the server keeps and what a tablet
 * checks offline with WebCrypto. A PIN has few digits, so the hash slows guessing; the prompt's
 * lock-out (src/shared/pinLockout.ts) does the rest.
 */
export const BOOTH_PIN_ITERATIONS = 200_000;

export const boothPinHashSchema = z.object({ pinHash: z.string(), pinSalt: z.string() });
export type BoothPinHash = z.output<typeof boothPinHashSchema>;

/** One person a booth can sign in: on the event's list, with a PIN. */
export const boothStaffMemberSchema = boothPinHashSchema.extend({
  id: z.number().int(),
  name: z.string(),
});
export type BoothStaffMember = z.output<typeof boothStaffMemberSchema>;

/** Who a lead names: captured it, or set its rating (issue 40, item 5). */
export const leadPersonSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type LeadPerson = z.output<typeof leadPersonSchema>;

/** Per event and per person, counted by the store (the Booths section). */
export interface StaffCounts {
  captured: number;
  qualified: number;
  hot: number;
}

export interface EventStaffSummary extends StaffCounts {
  id: number;
  name: string;
  /** Whether they set a booth PIN: without one the booth cannot sign them in. */
  hasPin: boolean;
}

/** A member the Booths section may put on an event's staff (role staff or above). */
export interface StaffCandidate {
  id: number;
  name: string;
  role: string;
}

/** POST /api/booth/staff/sign-in on a kiosk: a person of the event's staff and their PIN. */
export const staffSignInSchema = z.object({
  staffId: z.number({ error: BOOTH_STAFF_TEXTS.nobody }).int().positive(),
  pin: z.string({ error: BOOTH_TEXTS.pinFormat }).regex(/^\d{4,8}$/, BOOTH_TEXTS.pinFormat),
});
export type StaffSignInPayload = z.output<typeof staffSignInSchema>;

/** GET /api/booth/staff/people on a kiosk: the names to choose from (never a hash), and who is here. */
export interface KioskStaffPeople {
  staff: { id: number; name: string }[];
  atBooth: LeadPerson;
}
