import { ApiError, apiJson, apiRequest } from '@lib/api';
import { boothPaths, PIN_LOCK_MS, type StaffStatus } from '@shared/booth';
import type { LeadFields } from '@shared/leads';
import type { KioskStaffPeople, StaffSignInPayload } from '@shared/boothStaff';
import { PinRefusal } from '../../shared/PinPrompt';

/** The booth's operator calls (issue 26): only a server that runs as a booth answers them. */
export const staffStatusKey = [boothPaths.staff] as const;

const LOCKED_PATTERN = /try again in (\d+) s/;

/** The operator PIN against the booth's; a refusal says how long the prompt stays locked. */
export function unlockWithPin(pin: string): Promise<void> {
  return pinCall(boothPaths.unlock, { pin });
}

/** A person of the event's staff with their own booth PIN (issue 40, item 5). */
export function signInAtKiosk(staffId: number, pin: string): Promise<void> {
  const body: StaffSignInPayload = { staffId, pin };
  return pinCall(boothPaths.staffSignIn, body);
}

export const kioskStaffKey = [boothPaths.staffPeople] as const;

export function fetchKioskStaff(): Promise<KioskStaffPeople> {
  return apiJson<KioskStaffPeople>('GET', boothPaths.staffPeople);
}

async function pinCall(path: string, body: unknown): Promise<void> {
  try {
    await apiRequest('POST', path, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const seconds = Number(LOCKED_PATTERN.exec(error.message)?.[1] ?? PIN_LOCK_MS / 1000);
    throw new PinRefusal(error.message, seconds);
  }
}

export async function choosePin(pin: string): Promise<void> {
  await apiRequest('POST', boothPaths.pin, { pin });
}

export function fetchStaffStatus(): Promise<StaffStatus> {
  return apiJson<StaffStatus>('GET', boothPaths.staff);
}

export function syncNow(): Promise<StaffStatus> {
  return apiJson<StaffStatus>('POST', boothPaths.staffSync);
}

/** Exit's last push: resolves once the web took everything or the push's time is up. */
export function exitPush(): Promise<StaffStatus> {
  return apiJson<StaffStatus>('POST', boothPaths.exitPush);
}

/** Staff's rating, interests and note on one of this booth's sign-ups (issue 27). */
export function saveLead(signUpId: number, lead: LeadFields): Promise<LeadFields> {
  return apiJson<LeadFields>('PUT', boothPaths.staffLead.replace(':id', String(signUpId)), lead);
}
