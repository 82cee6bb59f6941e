import { useId, useState, type KeyboardEvent } from 'react';
import { rewardSchema, type RewardFields } from '../../../shared';

/** What the form holds while the admin types (the count as typed). */
interface Draft {
  referrals: string;
  name: string;
  moveToFront: boolean;
}

const draftOf = (fields?: RewardFields): Draft => ({
  referrals: fields ? String(fields.referrals) : '',
  name: fields?.name ?? '',
  moveToFront: fields?.moveToFront ?? false,
});

/**
 * One reward's fields (issue 29, item 3): the confirmed referrals that earn it, its name, and
 * whether it moves its earner to the front. Checked with the shared schema before it is sent;
 * the server's answer (a count already taken) shows in the same alert. Escape cancels an edit.
 */
export function RewardForm({
  initial,
  submitLabel,
  pending,
  serverProblem,
  onSubmit,
  onCancel,
}: {
  initial?: RewardFields;
  submitLabel: string;
  pending: boolean;
  serverProblem: string | null;
  onSubmit: (fields: RewardFields) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? serverProblem;

  const submit = () => {
    const parsed = rewardSchema.safeParse({
      ...draft,
      referrals: draft.referrals.trim() === '' ? undefined : Number(draft.referrals),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    onSubmit(parsed.data);
    if (!initial) setDraft(draftOf());
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onCancel) onCancel();
  };

  return (
    <form
      className="admin-form reward-form"
      aria-label={initial ? `Edit ${initial.name}` : 'Add a reward'}
      noValidate
      onKeyDown={cancelOnEscape}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="admin-field">
        <label htmlFor={`${id}-referrals`}>Confirmed referrals</label>
        <input
          id={`${id}-referrals`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.referrals}
          aria-describedby={`${id}-problem`}
          onChange={(event) => setDraft({ ...draft, referrals: event.target.value })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>Reward</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          maxLength={100}
          placeholder="Founders' t-shirt"
          aria-describedby={`${id}-problem`}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </div>
      <div className="admin-check">
        <input
          id={`${id}-front`}
          type="checkbox"
          checked={draft.moveToFront}
          onChange={(event) => setDraft({ ...draft, moveToFront: event.target.checked })}
        />
        <label htmlFor={`${id}-front`}>Moves the earner to the front of the line</label>
      </div>
      <p id={`${id}-problem`} role="alert" className="admin-problem">
        {shown ?? ''}
      </p>
      <div className="reward-form__actions">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
