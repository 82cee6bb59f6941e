import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LeadEditor } from '@components/LeadEditor';
import type { StaffSignUp, StaffStatus } from '@shared/booth';
import { leadSummary } from '@shared/leads';
import { saveLead, staffStatusKey } from './staffApi';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** What the editor says where the event offers no interests to tick. */
function noInterestsText(status: StaffStatus): string {
  if (status.interests === null) {
    return 'No interests list from the web yet (the admin sets one per event under Booths). Rating and note work without it.';
  }
  return `The admin has set no interests for ${status.event || 'this event'}. Rating and note work without them.`;
}

/**
 * This booth's recent sign-ups by name, company and time, each one a lead staff can qualify
 * (issue 27): one editor open at a time, saved on the booth at once, synced to the web after.
 */
export function RecentLeads({ status }: { status: StaffStatus }) {
  const [open, setOpen] = useState<number | null>(null);
  if (status.recent.length === 0) {
    return <p className="operator-muted">No sign-ups on this booth yet.</p>;
  }
  return (
    <ul className="operator-recent">
      {status.recent.map((signUp) => (
        <RecentLead
          key={signUp.id}
          signUp={signUp}
          status={status}
          open={open === signUp.id}
          onToggle={() => setOpen(open === signUp.id ? null : signUp.id)}
        />
      ))}
    </ul>
  );
}

function RecentLead({
  signUp,
  status,
  open,
  onToggle,
}: {
  signUp: StaffSignUp;
  status: StaffStatus;
  open: boolean;
  onToggle: () => void;
}) {
  const queryClient = useQueryClient();
  const who = [signUp.name, signUp.company].filter(Boolean).join(', ');
  const summary = leadSummary(signUp.lead);
  const action = open ? 'Close' : summary ? 'Edit lead' : 'Qualify';
  const actionLabel = open ? 'Close the lead editor' : summary ? 'Edit the lead' : 'Qualify';
  return (
    <li data-testid="staff-sign-up">
      <div className="operator-recent__row">
        <span className="operator-recent__name">{signUp.name}</span>
        <span className="operator-muted">{signUp.company || '—'}</span>
        <span className="operator-muted">{time(signUp.createdAt)}</span>
        <button
          type="button"
          className="btn btn--outline operator-recent__qualify"
          aria-expanded={open}
          aria-label={`${actionLabel}: ${who}`}
          onClick={onToggle}
        >
          {action}
        </button>
      </div>
      {summary && !open && (
        <p className="operator-recent__lead" data-testid="lead-summary">
          {summary}
        </p>
      )}
      {open && (
        <LeadEditor
          who={who}
          lead={signUp.lead}
          interests={status.interests ?? []}
          noInterests={noInterestsText(status)}
          onSave={async (lead) => {
            await saveLead(signUp.id, lead);
            await queryClient.invalidateQueries({ queryKey: staffStatusKey });
          }}
        />
      )}
    </li>
  );
}
