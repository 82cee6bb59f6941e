import './zodConfig.js';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './schemas.js';

/**
 * The team (issue 40): every person signs in with an account of their own, with one role
 * (docs/product.md §26). Owner manages the team, the security settings and API keys.
 */
export const TEAM_ROLES = ['owner', 'manager', 'staff', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** An invitation's link is valid this long (issue 40, item 2). */
export const INVITATION_VALID_MS = 72 * 60 * 60 * 1000;

export const TEAM_TEXTS = {
  role: 'Please choose a role: owner, manager, staff or viewer.',
  name: 'Please enter a name of 1 to 100 characters, without line breaks.',
  refused: (role: TeamRole) => `Your role (${role}) does not allow this. Ask an owner of the team.`,
  notInTable: 'This admin action is not open to any role.',
  lastOwner: 'The team needs at least one owner: make someone else an owner first.',
  alreadyMember: 'This address already belongs to a member of the team.',
  memberNotFound: 'No member of the team has this id.',
  invitationNotFound: 'No open invitation has this id.',
  sessionNotFound: 'You have no open session with this id.',
  deviceNotFound: 'This browser is not remembered for you (any more): reload the list.',
  currentSession: 'This is the session of the browser you use: sign out with Logout instead.',
  invitationInvalid:
    'This invitation link is not valid any more: it was used, revoked or is over 72 hours old. ' +
    'Ask an owner of the team for a new one.',
  ownTwoFactorFirst:
    'Set up two-factor for your own account under Security first, then require it for everyone.',
  twoFactorRequired:
    'The team requires two-factor sign-in: set it up under Security before anything else.',
} as const;

const personName = z
  .string({ error: TEAM_TEXTS.name })
  .trim()
  .min(1, { error: TEAM_TEXTS.name })
  .max(100, { error: TEAM_TEXTS.name })
  // eslint-disable-next-line no-control-regex -- a name goes into e-mails: no header breaks
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: TEAM_TEXTS.name });

export const teamRoleSchema = z.enum(TEAM_ROLES, { error: TEAM_TEXTS.role });

/** POST /api/admin/users: invite a person. */
export const teamInviteSchema = z.object({
  email: emailSchema.transform((value) => value.toLowerCase()),
  name: personName,
  role: teamRoleSchema,
});
export type TeamInvitePayload = z.output<typeof teamInviteSchema>;

/** PATCH /api/admin/users/:id */
export const teamRoleChangeSchema = z.object({ role: teamRoleSchema });

/** PUT /api/admin/team-settings */
export const teamSettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export type TeamSettings = z.output<typeof teamSettingsSchema>;

/** POST /api/admin/join/:token: the invitee names themself and sets a password. */
export const joinTeamSchema = z.object({ name: personName, password: newPasswordSchema });
export type JoinTeamPayload = z.output<typeof joinTeamSchema>;

export interface TeamMember {
  id: number;
  /** The sign-in name: the e-mail, or "admin" for the first account of an older install. */
  username: string;
  email: string | null;
  name: string;
  role: TeamRole;
  twoFactor: boolean;
  createdAt: string;
}

export interface TeamInvitation {
  id: number;
  email: string;
  name: string;
  role: TeamRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export interface TeamListResponse {
  members: TeamMember[];
  invitations: TeamInvitation[];
  settings: TeamSettings;
}

/** GET /api/admin/join/:token: what the invitation page shows before the form. */
export interface TeamJoinPreview {
  email: string;
  name: string;
  role: TeamRole;
}

const ADDRESS_IN_TEXT = /([^\s@"'<>(),;:]+)@([^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+)/g;

/** a•••@example.com: what a viewer sees of an address (docs/product.md §26 "Team and roles"). */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  return `${address[0]}•••${address.slice(at)}`;
}

/** Every address inside a text masked, the rest kept. */
export function maskAddressesIn(text: string): string {
  return text.replace(ADDRESS_IN_TEXT, (whole) => maskAddress(whole));
}

/** One of the signed-in person's remembered browsers (GET /api/admin/devices, issue 40, item 3). */
export interface OwnDevice {
  /** A short hash of the device's id: enough to forget it, useless in a cookie. */
  id: string;
  /** From its user agent: "Firefox on Linux". */
  name: string;
  rememberedAt: string;
  lastUsedAt: string;
  /** The browser that asks. */
  current: boolean;
}

/** One of the signed-in person's own sessions (GET /api/admin/sessions, issue 40, item 3). */
export interface OwnSession {
  /** A short hash of the session id: enough to end it, useless as a cookie. */
  id: string;
  signedInAt: string | null;
  lastSeenAt: string | null;
  /** The browser that asks. */
  current: boolean;
}
