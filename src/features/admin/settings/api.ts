import { apiJson } from '@lib/api';
import { apiPaths, type GrowthSettingsInput, type GrowthSettingsView } from '../../../shared';

/** The admin's growth settings (issue 29, items 1 and 4). */
export const GROWTH_SETTINGS_QUERY_KEY = [apiPaths.adminGrowthSettings] as const;

export function fetchGrowthSettings(): Promise<GrowthSettingsView> {
  return apiJson<GrowthSettingsView>('GET', apiPaths.adminGrowthSettings);
}

export function saveGrowthSettings(settings: GrowthSettingsInput): Promise<GrowthSettingsView> {
  return apiJson<GrowthSettingsView>('PUT', apiPaths.adminGrowthSettings, settings);
}
