import type {
  BoothStaffMember,
  EventStaffSummary,
  LeadPerson,
  StaffCandidate,
} from '../../../src/shared/boothStaff.js';
import type { Request } from 'express';
import type { TeamRole } from '../../../src/shared/team.js';
import type { StaffCountRow, StoredBoothEvent, StoredLead } from '../../store/booths/boothTypes.js';
import type { StoredUser } from '../../store/types.js';
import type { Store } from '../../store/types.js';

/** Who may be on a booth's staff (issue 40, item 1): staff or above; a viewer never. */
const BOOTH_ROLES: readonly TeamRole[] = ['owner', 'manager', 'staff'];

export const mayStaffBooths = (user: Pick<StoredUser, 'role'>) => BOOTH_ROLES.includes(user.role);

export const displayName = (user: Pick<StoredUser, 'name' | 'username'>) =>
  user.name || user.username;

/**
 * What a booth of `event` may sign in (issue 40, item 5): the people on its staff list who still
 * may staff a booth and set a PIN, each with the PIN's hash (never the PIN).
 */
export async function boothStaffOf(store: Store, event: string): Promise<BoothStaffMember[]> {
  const [events, users] = await Promise.all([store.booths.listEvents(), store.listUsers()]);
  const listed = new Set(events.find((stored) => stored.name === event)?.staff ?? []);
  return users.flatMap((user) =>
    listed.has(user.id) && mayStaffBooths(user) && user.boothPin
      ? [{ id: user.id, name: displayName(user), ...user.boothPin }]
      : [],
  );
}

export function staffCandidates(users: readonly StoredUser[]): StaffCandidate[] {
  return users
    .filter(mayStaffBooths)
    .map((user) => ({ id: user.id, name: displayName(user), role: user.role }));
}

/** The Booths section's staff of one event: each listed person with their counts there. */
export function eventStaffSummaries(
  event: StoredBoothEvent | undefined,
  users: readonly StoredUser[],
  counts: readonly StaffCountRow[],
): EventStaffSummary[] {
  if (!event) return [];
  const byId = new Map(users.map((user) => [user.id, user]));
  return event.staff.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    const row = counts.find((count) => count.event === event.name && count.personId === id);
    return [
      {
        id,
        name: displayName(user),
        hasPin: user.boothPin !== null,
        captured: row?.captured ?? 0,
        qualified: row?.qualified ?? 0,
        hot: row?.hot ?? 0,
      },
    ];
  });
}

/** Names of the people leads name, and of the devices, read once for a page of leads. */
export interface LeadNames {
  devices: ReadonlyMap<number, string>;
  people: ReadonlyMap<number, string>;
}

export async function leadNames(store: Store): Promise<LeadNames> {
  const [devices, users] = await Promise.all([store.booths.listDevices(), store.listUsers()]);
  return {
    devices: new Map(devices.map((device) => [device.id, device.name])),
    people: new Map(users.map((user) => [user.id, displayName(user)])),
  };
}

/** Who a lead names, by id and name; a removed person keeps their id, named "Removed member". */
export function leadPeople(
  lead: Pick<StoredLead, 'capturedBy' | 'qualifiedBy'>,
  people: ReadonlyMap<number, string>,
): { capturedBy: LeadPerson; qualifiedBy: LeadPerson } {
  const person = (id: number | null): LeadPerson =>
    id === null ? null : { id, name: people.get(id) ?? REMOVED_MEMBER };
  return { capturedBy: person(lead.capturedBy), qualifiedBy: person(lead.qualifiedBy) };
}

export const REMOVED_MEMBER = 'Removed member';

/**
 * The events a staff member is on (issue 40, item 1: staff see the Booths section of their
 * events only); undefined for the roles that see every event.
 */
export async function staffEvents(
  store: Store,
  req: Request,
  events: readonly StoredBoothEvent[],
): Promise<string[] | undefined> {
  if (req.account?.role !== 'staff') return undefined;
  const user = await store.findUser(req.account.username);
  return events.filter((event) => user && event.staff.includes(user.id)).map((event) => event.name);
}
