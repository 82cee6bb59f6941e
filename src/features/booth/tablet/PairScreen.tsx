import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@lib/api';
import {
  BOOTH_DEVICE_TEXTS,
  normalizePairingCode,
  PAIRING_CODE_LENGTH,
} from '@shared/boothDevices';
import { pairDevice } from './pairingApi';
import { keepStorage, saveDevice } from './tabletDb';
import { TABLET_TEXT } from './tabletText';

/**
 * An unpaired tablet: the pairing code (typed, or from the admin's QR code link /booth?pair=CODE)
 * is checked with the web first and traded for the device key, kept on this tablet; the staff PIN
 * is chosen after (ChoosePinScreen), so a mistyped code never costs a PIN typed twice (issue 39).
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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pair = async (typed: string) => {
    if (normalizePairingCode(typed).length !== PAIRING_CODE_LENGTH) {
      return setProblem(BOOTH_DEVICE_TEXTS.code);
    }
    setBusy(true);
    setProblem(null);
    try {
      const paired = await pairDevice(typed);
      await saveDevice({
        deviceKey: paired.deviceKey,
        device: paired.device,
        interests: paired.interests,
        staff: paired.staff,
        pairedAt: new Date().toISOString(),
        revoked: false,
      });
      await keepStorage();
      onPaired();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : TABLET_TEXT.offlinePairing);
    } finally {
      setBusy(false);
    }
  };

  // The QR code's link carries the whole code: it is checked at once.
  const linked = useRef(initialCode.length === PAIRING_CODE_LENGTH);
  useEffect(() => {
    if (!linked.current) return;
    linked.current = false;
    void pair(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link's code
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void pair(code);
  };

  return (
    <main id="main" className="booth-pair">
      <h1>{TABLET_TEXT.pairTitle}</h1>
      <form onSubmit={onSubmit} className="booth-pair__form" noValidate>
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
        <button type="submit" className="btn btn--primary booth-button" disabled={busy}>
          {busy ? 'Checking...' : 'Next'}
        </button>
      </form>
    </main>
  );
}
