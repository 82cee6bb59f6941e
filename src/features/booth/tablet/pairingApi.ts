import { apiJson, apiKeyJson } from '@lib/api';
import {
  boothDevicePaths,
  deviceConfigSchema,
  normalizePairingCode,
  type DeviceConfig,
  type PairedDevice,
} from '@shared/boothDevices';

/** Turns a pairing code into this tablet's device key (answered once, kept only on the device). */
export function pairDevice(code: string): Promise<PairedDevice> {
  return apiJson<PairedDevice>('POST', boothDevicePaths.pair, {
    code: normalizePairingCode(code),
  });
}

/** The device's event settings as the web has them now: its interests and staff (issue 40). */
export async function fetchDeviceConfig(deviceKey: string): Promise<DeviceConfig> {
  return deviceConfigSchema.parse(
    await apiKeyJson<unknown>('GET', boothDevicePaths.v1Booth, deviceKey),
  );
}
