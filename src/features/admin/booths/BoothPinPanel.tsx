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
  const digits = (value: string) => value.replace(/\D/g, '');
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Booth PIN
      </h2>
      <p className="admin-muted">{BOOTHS_TEXT.pinIntro}</p>
      <form className="admin-form booths__pin" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-pin`}>New booth PIN (4 to 8 digits)</label>
          <input
            id={`${id}-pin`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            onChange={(change) => setPin(digits(change.target.value))}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-repeat`}>The same PIN again</label>
          <input
            id={`${id}-repeat`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={repeat}
            onChange={(change) => setRepeat(digits(change.target.value))}
          />
        </div>
        <Problem id={`${id}-problem`}>{problem}</Problem>
        <button type="submit" className="btn btn--primary" disabled={saving.isPending}>
          {saving.isPending ? 'Saving...' : 'Save booth PIN'}
        </button>
      </form>
    </section>
  );
}
