import { apiJson } from '@lib/api';
import {
  twoFactorPaths,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@shared';

export const TWO_FACTOR_QUERY_KEY = [twoFactorPaths.status] as const;

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiJson<TwoFactorStatus>('GET', twoFactorPaths.status);
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiJson<TwoFactorSetup>('POST', twoFactorPaths.setup);
}

export function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return apiJson<TwoFactorEnabled>('POST', twoFactorPaths.enable, { code });
}

export function disableTwoFactor(payload: { password: string; code: string }): Promise<void> {
  return apiJson<void>('POST', twoFactorPaths.disable, payload);
}
