import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import { BOOTH_TEXTS } from '@shared/booth';
import { boothPinSchema } from '@shared/boothStaff';
import { saveBoothPin } from './api';
import { BOOTHS_TEXT } from './text';

/**
 * Your own booth PIN (issue 40, item 5): the PIN you type at the booths of the events you staff.
 * Only its hash leaves the server, to those booths, at their next sync.
 */
export function BoothPinPanel() {
  const id = useId();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: saveBoothPin,
    onSuccess: ({ message }) => {
      toast({ title: message });
      setPin('');
      setRepeat('');
    },
    onError: (error: Error) => setProblem(error.message),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!boothPinSchema.safeParse({ pin }).success) return setProblem(BOOTH_TEXTS.pinFormat);
    if (pin !== repeat) return setProblem(BOOTH_TEXTS.pinMismatch);
    setProblem(null);
    saving.mutate({ pin });
  };
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Booth PIN
      </h2>
      <p className="admin-muted">{BOOTHS_TEXT.pinIntro}</p>
      <form className="admin-form booths__pin" onSubmit={onSubmit} noValidate>
        <PinField
          id={`${id}-pin`}
          label="New booth PIN (4 to 8 digits)"
          value={pin}
          onChange={setPin}
          describedBy={problem ? `${id}-problem` : undefined}
        />
        <PinField
          id={`${id}-repeat`}
          label="The same PIN again"
          value={repeat}
          onChange={setRepeat}
        />
        <Problem id={`${id}-problem`}>{problem}</Problem>
        <button type="submit" className="btn btn--primary" disabled={saving.isPending}>
          {saving.isPending ? 'Saving...' : 'Save booth PIN'}
        </button>
      </form>
    </section>
  );
}

/** A PIN's field: digits only, hidden as typed. */
function PinField({
  id,
  label,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string | undefined;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={(change) => onChange(change.target.value.replace(/\D/g, ''))}
        aria-describedby={describedBy}
      />
    </div>
  );
}
