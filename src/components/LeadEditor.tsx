import { useId, useState } from 'react';
import {
  LEAD_LIMITS,
  LEAD_RATING_LABELS,
  LEAD_RATINGS,
  type LeadFields,
  type LeadRating,
} from '@shared/leads';
import './leadEditor.css';

/**
 * Staff qualify a lead (issue 27): a rating, the interests the event offers and a note of at most
 * 500 characters. Used by both booths' staff panels (the kiosk and /booth); never by visitors.
 */
export function LeadEditor({
  who,
  lead,
  interests,
  onSave,
  noInterests,
}: {
  /** "Grace Hopper, Navy": names the lead for assistive technology. */
  who: string;
  lead: LeadFields;
  interests: readonly string[];
  onSave: (lead: LeadFields) => Promise<void> | void;
  /** Said where the event offers no interests (the kiosk: no list from the web yet). */
  noInterests?: string;
}) {
  const id = useId();
  const [rating, setRating] = useState<LeadRating | null>(lead.rating);
  const [ticked, setTicked] = useState<string[]>(lead.interests);
  const [note, setNote] = useState(lead.note);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = [...new Set([...interests, ...lead.interests])];

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await onSave({ rating, interests: ticked, note: note.trim() });
      setSaved(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="lead-editor" role="group" aria-label={`Qualify ${who}`}>
      <div className="lead-editor__ratings" role="radiogroup" aria-label={`Rating of ${who}`}>
        {LEAD_RATINGS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            className={`lead-editor__rating lead-editor__rating--${value}`}
            onClick={() => {
              setSaved(false);
              setRating(rating === value ? null : value);
            }}
          >
            {LEAD_RATING_LABELS[value]}
          </button>
        ))}
      </div>
      {offered.length === 0 && noInterests && <p className="lead-editor__hint">{noInterests}</p>}
      {offered.length > 0 && (
        <fieldset className="lead-editor__interests">
          <legend>Interests</legend>
          {offered.map((interest) => (
            <label key={interest} className="lead-editor__interest">
              <input
                type="checkbox"
                checked={ticked.includes(interest)}
                onChange={(change) => {
                  setSaved(false);
                  setTicked(
                    change.target.checked
                      ? [...ticked, interest]
                      : ticked.filter((item) => item !== interest),
                  );
                }}
              />
              {interest}
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={`${id}-note`} className="lead-editor__note-label">
        Note ({note.length}/{LEAD_LIMITS.noteMax})
      </label>
      <textarea
        id={`${id}-note`}
        className="lead-editor__note"
        rows={2}
        maxLength={LEAD_LIMITS.noteMax}
        value={note}
        onChange={(change) => {
          setSaved(false);
          setNote(change.target.value);
        }}
      />
      <div className="lead-editor__actions">
        <button
          type="button"
          className="btn btn--primary lead-editor__save"
          disabled={saving}
          onClick={() => void save()}
        >
          {saving ? 'Saving...' : 'Save lead'}
        </button>
        {saved && <span role="status">Saved</span>}
      </div>
      {problem && (
        <p role="alert" className="lead-editor__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
