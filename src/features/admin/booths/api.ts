import { apiJson } from '@lib/api';
import { apiPaths, pathTo } from '@shared/apiPaths';
import type { BoothPinPayload, EventStaffPayload } from '@shared/boothStaff';
import {
  boothDevicePaths,
  type AddBoothDevicePayload,
  type BoothsOverview,
  type EventInterestsPayload,
  type LeadListQuery,
  type LeadPage,
  type PairingCodeAnswer,
} from '@shared/boothDevices';

export const BOOTHS_QUERY_KEY = [boothDevicePaths.overview] as const;
export const LEADS_QUERY_KEY = [boothDevicePaths.leads] as const;

export function fetchBooths(): Promise<BoothsOverview> {
  return apiJson<BoothsOverview>('GET', boothDevicePaths.overview);
}

export function addDevice(payload: AddBoothDevicePayload): Promise<PairingCodeAnswer> {
  return apiJson<PairingCodeAnswer>('POST', boothDevicePaths.devices, payload);
}

export function renewPairingCode(id: number): Promise<PairingCodeAnswer> {
  return apiJson<PairingCodeAnswer>('POST', pathTo(boothDevicePaths.pairingCode, { id }));
}

export function revokeDevice(id: number): Promise<void> {
  return apiJson<void>('POST', pathTo(boothDevicePaths.revoke, { id }));
}

export function saveInterests(payload: EventInterestsPayload): Promise<void> {
  return apiJson<void>('PUT', boothDevicePaths.eventInterests, payload);
}

export function fetchLeads(query: Partial<LeadListQuery>): Promise<LeadPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return apiJson<LeadPage>('GET', `${boothDevicePaths.leads}${search ? `?${search}` : ''}`);
}

export function saveEventStaff(payload: EventStaffPayload): Promise<void> {
  return apiJson<void>('PUT', apiPaths.adminBoothEventStaff, payload);
}

export function saveBoothPin(payload: BoothPinPayload): Promise<{ message: string }> {
  return apiJson<{ message: string }>('PUT', apiPaths.adminBoothPin, payload);
}
