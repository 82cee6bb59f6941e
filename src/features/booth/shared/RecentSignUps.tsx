import { useId, useState } from 'react';
import { LeadEditor } from '@components/LeadEditor';
import { LEAD_RATING_LABELS, leadSummary, type LeadFields } from '@shared/leads';
import { formatTime } from '@shared/dateText';
import './recentSignUps.css';

/** A sign-up as both staff panels list it: by name and company, never the e-mail address. */
export interface RecentSignUp {
  key: string;
  name: string;
  company: string;
  createdAt: string;
  lead: LeadFields;
}

interface RecentSignUpsProps {
  /** Newest first. */
  signUps: readonly RecentSignUp[];
  interests: readonly string[];
  /** Said in the editor where the event offers no interests. */
  noInterests?: string;
  onSave(key: string, lead: LeadFields): Promise<void>;
}

/**
 * This booth's recent sign-ups on both hosts (issue 39, item 4): a list of time, name, company and
 * rating chip, searchable, each a lead staff qualify in the editor, one open at a time.
 */
export function RecentSignUps({ signUps, interests, noInterests, onSave }: RecentSignUpsProps) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  if (signUps.length === 0) return <p className="recent-sign-ups__none">No sign-ups yet.</p>;
  const wanted = search.trim().toLowerCase();
  const shown = signUps.filter((signUp) =>
    `${signUp.name} ${signUp.company}`.toLowerCase().includes(wanted),
  );
  return (
    <div className="recent-sign-ups">
      <label htmlFor={`${id}-search`}>Search by name or company</label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(change) => setSearch(change.target.value)}
      />
      {shown.length === 0 && <p className="recent-sign-ups__none">No sign-up matches.</p>}
      <ul>
        {shown.map((signUp) => (
          <RecentRow
            key={signUp.key}
            signUp={signUp}
            open={open === signUp.key}
            onToggle={() => setOpen(open === signUp.key ? null : signUp.key)}
            editor={
              <LeadEditor
                who={who(signUp)}
                lead={signUp.lead}
                interests={interests}
                noInterests={noInterests}
                onSave={(lead) => onSave(signUp.key, lead)}
              />
            }
          />
        ))}
      </ul>
    </div>
  );
}

const who = (signUp: RecentSignUp) => [signUp.name, signUp.company].filter(Boolean).join(', ');

function RecentRow({
  signUp,
  open,
  onToggle,
  editor,
}: {
  signUp: RecentSignUp;
  open: boolean;
  onToggle: () => void;
  editor: React.ReactNode;
}) {
  const summary = leadSummary(signUp.lead);
  const action = open ? 'Close' : summary ? 'Edit lead' : 'Qualify';
  const actionLabel = open ? 'Close the lead editor' : summary ? 'Edit the lead' : 'Qualify';
  const rating = signUp.lead.rating;
  return (
    <li data-testid="staff-sign-up">
      <div className="recent-sign-ups__row">
        <span className="recent-sign-ups__time">{formatTime(signUp.createdAt)}</span>
        <span className="recent-sign-ups__name">{signUp.name || 'No name'}</span>
        <span className="recent-sign-ups__muted">{signUp.company || '—'}</span>
        <span className={`recent-sign-ups__chip recent-sign-ups__chip--${rating ?? 'none'}`}>
          {rating ? LEAD_RATING_LABELS[rating] : 'Not rated'}
        </span>
        <button
          type="button"
          className="btn btn--outline recent-sign-ups__qualify"
          aria-expanded={open}
          aria-label={`${actionLabel}: ${who(signUp) || 'this sign-up'}`}
          onClick={onToggle}
        >
          {action}
        </button>
      </div>
      {summary && !open && (
        <p className="recent-sign-ups__lead" data-testid="lead-summary">
          {summary}
        </p>
      )}
      {open && editor}
    </li>
  );
}
