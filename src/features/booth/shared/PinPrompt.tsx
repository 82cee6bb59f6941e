import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Problem } from '@components/Problem';
import { BOOTH_TEXTS, operatorPinSchema } from '@shared/booth';
import './pinPrompt.css';

/**
 * A PIN refused by the host's check (the kiosk's server, the tablet's own store), with the seconds
 * the shared lock-out rule (src/shared/pinLockout.ts) keeps the prompt locked.
 */
export class PinRefusal extends Error {
  constructor(
    message: string,
    readonly lockedForSeconds = 0,
  ) {
    super(message);
  }
}

interface PinPromptProps {
  heading: string;
  intro?: string;
  /** The field's label: the kiosk's operator PIN, the tablet's staff PIN. */
  label?: string;
  submitLabel: string;
  cancelLabel?: string;
  /** Fields asked before the PIN (the tablet's "who is at the booth"). */
  fields?: ReactNode;
  /** Choosing a PIN asks for it twice. */
  choosing?: boolean;
  /** Seconds the prompt stays locked after too many wrong PINs, as the host said. */
  lockedForSeconds?: number;
  /** Resolves once the PIN is taken; throws a PinRefusal (or any Error) to show its message. */
  onSubmit(pin: string): Promise<void>;
  /** Where Cancel goes; no Cancel where there is nowhere to go back to (choosing at pairing). */
  onCancel?: () => void;
}

/**
 * The PIN prompt of both booths (docs/product.md §20): digits only, never shown, never
 * remembered by the browser; after five wrong PINs it stays locked for the minute the host says.
 */
export function PinPrompt({
  heading,
  intro,
  label = 'PIN',
  submitLabel,
  cancelLabel = 'Cancel',
  fields,
  choosing = false,
  lockedForSeconds = 0,
  onSubmit,
  onCancel,
}: PinPromptProps) {
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
    if (choosing && pin !== repeat) return setProblem(BOOTH_TEXTS.pinMismatch);
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(pin);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      if (error instanceof PinRefusal) setLockedFor(error.lockedForSeconds);
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  const locked = lockedFor > 0;
  return (
    <form className="pin-prompt" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{heading}</h1>
      {intro && <p className="pin-prompt__intro">{intro}</p>}
      {fields}
      <label htmlFor={`${id}-pin`}>{choosing ? `${label} (4 to 8 digits)` : label}</label>
      <input
        {...pinField(`${id}-pin`, pin, setPin)}
        disabled={locked}
        aria-describedby={problem ? `${id}-problem` : undefined}
        autoFocus={!fields}
      />
      {choosing && (
        <>
          <label htmlFor={`${id}-repeat`}>The same PIN again</label>
          <input {...pinField(`${id}-repeat`, repeat, setRepeat)} />
        </>
      )}
      {locked && (
        <p role="status" className="pin-prompt__locked">
          The prompt is locked for {lockedFor} s more.
        </p>
      )}
      <Problem id={`${id}-problem`}>{problem}</Problem>
      <div className="pin-prompt__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || locked}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
        )}
      </div>
    </form>
  );
}

/** A PIN field: digits only, never shown, never remembered by the browser. */
function pinField(id: string, value: string, onValue: (pin: string) => void) {
  return {
    id,
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 8,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onValue(event.target.value.replace(/\D/g, '')),
  } as const;
}
