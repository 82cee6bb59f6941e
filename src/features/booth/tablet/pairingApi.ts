import { apiJson } from '@lib/api';
import { boothDevicePaths, normalizePairingCode, type PairedDevice } from '@shared/boothDevices';

/** Turns a pairing code into this tablet's device key (answered once, kept only on the device). */
export function pairDevice(code: string): Promise<PairedDevice> {
  return apiJson<PairedDevice>('POST', boothDevicePaths.pair, {
    code: normalizePairingCode(code),
  });
}
