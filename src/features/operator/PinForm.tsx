import { useEffect, useId, useState, type FormEvent } from 'react';
import { Problem } from '@components/Problem';
import { ApiError } from '@lib/api';
import { BOOTH_TEXTS, operatorPinSchema } from '@shared/booth';

interface PinFormProps {
  heading: string;
  intro: string;
  submitLabel: string;
  /** Choosing a PIN asks for it twice. */
  choosing?: boolean;
  /** Seconds the prompt stays locked after too many wrong PINs, as the booth said. */
  lockedForSeconds?: number;
  onSubmit(pin: string): Promise<void>;
  onCancel(): void;
}

const LOCKED_PATTERN = /try again in (\d+) s/;

/**
 * The operator's PIN prompt (DECISIONS "Booth operations"): digits only, never shown, never
 * remembered by the browser; after five wrong PINs it stays locked for the minute the booth says.
 */
export function PinForm({
  heading,
  intro,
  submitLabel,
  choosing = false,
  lockedForSeconds = 0,
  onSubmit,
  onCancel,
}: PinFormProps) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [lockedFor, setLockedFor] = useState(lockedForSeconds);

  useEffect(() => {
    if (lockedFor <= 0) return;
    const timer = setTimeout(() => setLockedFor((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [lockedFor]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!operatorPinSchema.safeParse({ pin }).success) return setProblem(BOOTH_TEXTS.pinFormat);
    if (choosing && pin !== repeat) return setProblem('The two PINs are not the same.');
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(pin);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setProblem(message);
      const locked = error instanceof ApiError && error.status === 429;
      if (locked) setLockedFor(Number(LOCKED_PATTERN.exec(message)?.[1] ?? 60));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  const locked = lockedFor > 0;
  return (
    <form className="operator-card" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{heading}</h1>
      <p className="operator-muted">{intro}</p>
      <label htmlFor={`${id}-pin`}>{choosing ? 'New PIN (4 to 8 digits)' : 'PIN'}</label>
      <input
        id={`${id}-pin`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={pin}
        disabled={locked}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        aria-describedby={problem ? `${id}-problem` : undefined}
        autoFocus
      />
      {choosing && (
        <>
          <label htmlFor={`${id}-repeat`}>The same PIN again</label>
          <input
            id={`${id}-repeat`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value.replace(/\D/g, ''))}
          />
        </>
      )}
      {locked && (
        <p role="status" className="operator-locked">
          The prompt is locked for {lockedFor} s more.
        </p>
      )}
      <Problem id={`${id}-problem`}>{problem}</Problem>
      <div className="operator-actions">
        <button type="submit" className="btn btn--primary" disabled={busy || locked}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Back to the site
        </button>
      </div>
    </form>
  );
}
