import { EmbedSnippetsPanel } from '../settings/EmbedSnippetsPanel';
import { GrowthSettingsPanel } from '../settings/GrowthSettingsPanel';

/**
 * /admin/settings: where the sign-up may be embedded, and the public leaderboard (issue 29); the
 * snippets that embed it (issue 44).
 */
export function SettingsSection() {
  return (
    <>
      <GrowthSettingsPanel />
      <EmbedSnippetsPanel />
    </>
  );
}
