import './zodConfig.js';
import { z } from 'zod';
import { isPlainText, joinSchema } from './schemas.js';
import { apiPaths } from './apiPaths.js';
import { badgeIdSchema } from './badge.js';
import {
  interestListSchema,
  LEAD_LIMITS,
  LEAD_RATINGS,
  leadNoteSchema,
  LEAD_TEXTS,
  type LeadFields,
} from './leads.js';
import {
  boothStaffMemberSchema,
  leadPersonSchema,
  type BoothStaffMember,
  type EventStaffSummary,
  type LeadPerson,
  type StaffCandidate,
} from './boothStaff.js';

/**
 * Booth devices (issue 27; docs/product.md §21): the web admin adds a
 * device for an event and gets a pairing code; the tablet at /booth trades the code for its device
 * key (an API key with entries:write for that event), shown once and kept only on the device.
 */
export const boothDevicePaths = {
  /** GET: events, their devices and counts (the admin's Booths section). */
  overview: apiPaths.adminBooths,
  /** POST {name, event}: a new device and its pairing code. */
  devices: apiPaths.adminBoothDevices,
  pairingCode: apiPaths.adminBoothDeviceCode,
  revoke: apiPaths.adminBoothDeviceRevoke,
  /** PUT {event, interests}: the interests staff may tick for an event's leads. */
  eventInterests: apiPaths.adminBoothEvents,
  /** GET: leads, filterable by rating and event. */
  leads: apiPaths.adminLeads,
  /** POST {code}: served by every server (the web deployment answers it). */
  pair: apiPaths.boothPair,
  /** GET with a device key: the device's name, event and interests. */
  v1Booth: apiPaths.v1Booth,
} as const;

/** The tablet booth's page (a site path, not an API path). */
export const BOOTH_PAGE_PATH = '/booth';

export const PAIRING_QUERY = 'pair';
/** Unambiguous characters: no 0/O, 1/I/L, 2/Z, 5/S, 8/B. */
export const PAIRING_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_VALID_MS = 10 * 60_000;

export const BOOTH_DEVICE_TEXTS = {
  name: 'Give the device a name (1 to 100 characters), such as "Tablet 1".',
  event: 'Name the event (1 to 200 characters), such as "CES 2027".',
  code: `Enter the ${PAIRING_CODE_LENGTH}-character pairing code from the admin's Booths section.`,
  codeUnknown: 'That pairing code is not right. Check it, or ask the admin for a new one.',
  codeUsed:
    'That pairing code was already used. Each code pairs one device once: ask the admin for a new one.',
  codeExpired:
    'That pairing code has expired (codes are valid for 10 minutes). Ask the admin for a new one.',
  deviceNotFound: 'There is no booth device with that id.',
  alreadyPaired: 'This device is paired already. Revoke it and add a new device instead.',
  otherEvent: (event: string) => `This device key may only send sign-ups for the event "${event}".`,
  tooManyTries: 'Too many pairing attempts. Please wait a minute and try again.',
} as const;

/** Pairing codes are read case-insensitively and without spaces or dashes. */
export function normalizePairingCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

const plainText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine(isPlainText, message);

export const addBoothDeviceSchema = z.object({
  name: plainText(100, BOOTH_DEVICE_TEXTS.name),
  event: plainText(200, BOOTH_DEVICE_TEXTS.event),
});
export type AddBoothDevicePayload = z.output<typeof addBoothDeviceSchema>;

export const pairSchema = z.object({
  code: z
    .string({ error: BOOTH_DEVICE_TEXTS.code })
    .transform(normalizePairingCode)
    .refine((code) => code.length === PAIRING_CODE_LENGTH, BOOTH_DEVICE_TEXTS.code),
});

export const eventInterestsSchema = z.object({
  event: plainText(200, BOOTH_DEVICE_TEXTS.event),
  interests: interestListSchema,
});
export type EventInterestsPayload = z.output<typeof eventInterestsSchema>;

/** POST /api/admin/booth-devices and .../pairing-code: the code, shown while it is valid. */
export interface PairingCodeAnswer {
  id: number;
  pairingCode: string;
  /** PUBLIC_URL (or the request's origin) + /booth?pair=CODE, for the QR code. */
  pairingUrl: string;
  /** The pairing link as a QR code (a PNG data: URL) for the tablet's camera. */
  qrCode: string;
  expiresAt: string;
}

/** POST /api/booth/pair: the device key, the only time it is shown. */
export interface PairedDevice {
  deviceKey: string;
  device: { id: number; name: string; event: string };
  interests: string[];
  /** The event's staff with their PIN hashes (issue 40, item 5): a tablet signs them in offline. */
  staff: BoothStaffMember[];
}

/** GET /api/v1/booth: what a device needs to know besides its key. */
export type DeviceConfig = z.output<typeof deviceConfigSchema>;

export type BoothDeviceStatus = 'waiting' | 'expired' | 'paired' | 'revoked';

export interface BoothCounts {
  signUps: number;
  confirmed: number;
  qualified: number;
}

export interface BoothDeviceSummary {
  id: number;
  name: string;
  event: string;
  status: BoothDeviceStatus;
  createdAt: string;
  pairedAt: string | null;
  /** While the pairing code is valid. */
  pairingExpiresAt: string | null;
  lastSeenAt: string | null;
  counts: BoothCounts;
}

export interface BoothEventSummary {
  name: string;
  interests: string[];
  counts: BoothCounts;
  devices: BoothDeviceSummary[];
  /** The event's staff list, each with what they captured and qualified (issue 40, item 5). */
  staff: EventStaffSummary[];
}

export interface BoothsOverview {
  events: BoothEventSummary[];
  /** Who may be put on an event's staff: members with the staff role or above. */
  candidates: StaffCandidate[];
}

export const leadListQuerySchema = z.object({
  rating: z.enum(['hot', 'warm', 'cold', 'unrated']).optional(),
  event: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** A lead as the admin's list shows it: the entry, where it came from and what staff set. */
export interface LeadRow extends LeadFields {
  entryId: number;
  name: string;
  email: string;
  company: string;
  status: string;
  createdAt: string;
  event: string;
  device: string | null;
  /** The badge's id when its code held only that (issue 42, item 6). */
  badgeId: string | null;
  updatedAt: string;
  capturedBy: LeadPerson;
  qualifiedBy: LeadPerson;
}

export interface LeadPage {
  leads: LeadRow[];
  total: number;
}

/** Lead fields as they travel in /api/v1 (leadRating, leadInterests, leadNote). */
export const apiLeadInputShape = {
  leadRating: z
    .enum(LEAD_RATINGS, { error: LEAD_TEXTS.rating })
    .nullable()
    .optional()
    .describe('Set by booth staff: hot, warm, cold or null. Left out: unchanged.'),
  leadInterests: interestListSchema
    .optional()
    .describe(
      "Set by booth staff from the event's list; another interest (one the lead does not carry " +
        'already) refuses the entry. Left out: unchanged.',
    ),
  leadNote: leadNoteSchema
    .optional()
    .describe(
      `Set by booth staff, at most ${LEAD_LIMITS.noteMax} characters. Left out: unchanged.`,
    ),
  // Issue 40, item 5: who was at the booth, by account id (GET /api/v1/booth lists the staff).
  capturedBy: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .describe(
      'The account id of the staff member signed in at the booth when the visitor signed up. ' +
        "Kept from the entry's first sending.",
    ),
  qualifiedBy: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .describe('The account id of the staff member who set the lead fields sent.'),
  badgeId: badgeIdSchema
    .optional()
    .describe(
      "The visitor's badge id, when the badge's code held only that. Kept once given: a later " +
        'one does not replace it.',
    ),
};

/** What /api/v1 shows of an entry's booth and lead (issue 27). */
export const apiLeadOutputShape = {
  device: z
    .string()
    .nullable()
    .describe('The booth device that sent the entry (its name), or null.'),
  leadRating: z.enum(LEAD_RATINGS).nullable().describe('hot, warm, cold, or null (not rated).'),
  leadInterests: z.array(z.string()).describe('What the visitor asked about, ticked by staff.'),
  leadNote: z.string().describe("Staff's note, empty when none."),
  capturedBy: leadPersonSchema.describe(
    'The staff member signed in at the booth when the visitor signed up (id and name), or null.',
  ),
  qualifiedBy: leadPersonSchema.describe('The staff member who set the lead fields, or null.'),
  badgeId: z
    .string()
    .nullable()
    .describe("The visitor's badge id when the badge held only that, or null."),
};

export const deviceConfigSchema = z.object({
  device: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  event: z.string(),
  interests: z.array(z.string()),
  staff: z
    .array(boothStaffMemberSchema)
    .describe("The event's staff with a booth PIN: id, name and the PIN's PBKDF2 hash and salt."),
});

/** The lead fields an entry sent through /api/v1 carries, or undefined when it carries none. */
export function leadFieldsOf(input: {
  leadRating?: LeadFields['rating'] | undefined;
  leadInterests?: string[] | undefined;
  leadNote?: string | undefined;
}): Partial<LeadFields> | undefined {
  const lead: Partial<LeadFields> = {};
  if (input.leadRating !== undefined) lead.rating = input.leadRating;
  if (input.leadInterests !== undefined) lead.interests = input.leadInterests;
  if (input.leadNote !== undefined) lead.note = input.leadNote;
  return Object.keys(lead).length > 0 ? lead : undefined;
}

/** Who a booth says captured and qualified an entry sent through /api/v1 (null: nobody known). */
export function leadPeopleOf(input: {
  capturedBy?: number | null | undefined;
  qualifiedBy?: number | null | undefined;
}): { capturedBy: number | null; qualifiedBy: number | null } {
  return { capturedBy: input.capturedBy ?? null, qualifiedBy: input.qualifiedBy ?? null };
}

/** What a visitor fills in at /booth: the waitlist form's fields and rules. */
export const boothSignUpSchema = joinSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  company: true,
  hasConsented: true,
  badgeId: true,
});
export type BoothSignUp = z.output<typeof boothSignUpSchema>;
