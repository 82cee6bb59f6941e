import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@lib/api';
import { pairDevice } from './pairingApi';
import {
  BOOTH_DEVICE_TEXTS,
  normalizePairingCode,
  PAIRING_CODE_LENGTH,
} from '@shared/boothDevices';
import { BOOTH_TEXTS } from '@shared/booth';
import { keepStorage, saveDevice } from './tabletDb';
import { hashPin } from './pin';
import { TABLET_TEXT } from './tabletText';

/**
 * An unpaired tablet: the pairing code (typed, or from the admin's QR code link /booth?pair=CODE),
 * then the staff PIN, then the device key from the web, kept on this tablet.
 */
export function PairScreen({
  initialCode,
  onPaired,
}: {
  initialCode: string;
  onPaired: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [step, setStep] = useState<'code' | 'pin'>(
    initialCode.length === PAIRING_CODE_LENGTH ? 'pin' : 'code',
  );
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (normalizePairingCode(code).length !== PAIRING_CODE_LENGTH) {
      setProblem(BOOTH_DEVICE_TEXTS.code);
      return;
    }
    setProblem(null);
    setStep('pin');
  };

  const onPin = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) return setProblem(BOOTH_TEXTS.pinFormat);
    if (pin !== again) return setProblem(BOOTH_TEXTS.pinMismatch);
    setBusy(true);
    setProblem(null);
    try {
      const paired = await pairDevice(code);
      await saveDevice({
        deviceKey: paired.deviceKey,
        device: paired.device,
        interests: paired.interests,
        ...(await hashPin(pin)),
        pairedAt: new Date().toISOString(),
        revoked: false,
      });
      await keepStorage();
      onPaired();
    } catch (error) {
      if (!(error instanceof ApiError)) setProblem(TABLET_TEXT.offlinePairing);
      else {
        setProblem(error.message);
        if (error.status === 400) setStep('code');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="booth-pair">
      <h1>{TABLET_TEXT.pairTitle}</h1>
      {step === 'code' ? (
        <form onSubmit={onCode} className="booth-pair__form" noValidate>
          <p>{TABLET_TEXT.pairIntro}</p>
          <label htmlFor={`${id}-code`}>Pairing code</label>
          <input
            id={`${id}-code`}
            className="booth-pair__code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            onChange={(change) => setCode(change.target.value)}
          />
          {problem && (
            <p role="alert" className="booth-problem">
              {problem}
            </p>
          )}
          <button type="submit" className="btn btn--primary booth-button">
            Next
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void onPin(event)} className="booth-pair__form" noValidate>
          <h2>{TABLET_TEXT.pinTitle}</h2>
          <p>{TABLET_TEXT.pinIntro}</p>
          <label htmlFor={`${id}-pin`}>Staff PIN (4 to 8 digits)</label>
          <input
            id={`${id}-pin`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={pin}
            onChange={(change) => setPin(change.target.value)}
          />
          <label htmlFor={`${id}-again`}>The same PIN again</label>
          <input
            id={`${id}-again`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={again}
            onChange={(change) => setAgain(change.target.value)}
          />
          {problem && (
            <p role="alert" className="booth-problem">
              {problem}
            </p>
          )}
          <div className="booth-pair__actions">
            <button
              type="button"
              className="btn btn--ghost booth-button"
              onClick={() => setStep('code')}
            >
              Back
            </button>
            <button type="submit" className="btn btn--primary booth-button" disabled={busy}>
              {busy ? 'Pairing...' : 'Pair this tablet'}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
