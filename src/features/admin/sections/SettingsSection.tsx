import { GrowthSettingsPanel } from '../settings/GrowthSettingsPanel';

/** /admin/settings: where the sign-up may be embedded, and the public leaderboard (issue 29). */
export function SettingsSection() {
  return <GrowthSettingsPanel />;
}
