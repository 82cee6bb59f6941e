import { useQueryClient } from '@tanstack/react-query';
import type { StaffStatus } from '@shared/booth';
import { RecentSignUps } from '../../shared/RecentSignUps';
import { saveLead, staffStatusKey } from './staffApi';

/** What the editor says where the event offers no interests to tick. */
function noInterestsText(status: StaffStatus): string {
  if (status.interests === null) {
    return 'No interests list from the web yet (the admin sets one per event under Booths). Rating and note work without it.';
  }
  return `The admin has set no interests for ${status.event || 'this event'}. Rating and note work without them.`;
}

/**
 * The kiosk's recent sign-ups in the list both booths share: saved on the booth at once, synced to
 * the web after (issue 27).
 */
export function RecentLeads({ status }: { status: StaffStatus }) {
  const queryClient = useQueryClient();
  return (
    <RecentSignUps
      signUps={status.recent.map((signUp) => ({ ...signUp, key: String(signUp.id) }))}
      interests={status.interests ?? []}
      noInterests={noInterestsText(status)}
      onSave={async (key, lead) => {
        await saveLead(Number(key), lead);
        await queryClient.invalidateQueries({ queryKey: staffStatusKey });
      }}
    />
  );
}
