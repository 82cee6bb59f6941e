import { useEffect, useRef } from 'react';
import type { PairingCodeAnswer } from '@shared/boothDevices';
import { formatWhen } from './text';

/** A new device's pairing code, its QR code and link, while the admin pairs the tablet. */
export function PairingCard({
  answer,
  deviceName,
  onDone,
}: {
  answer: PairingCodeAnswer;
  deviceName: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer.pairingCode]);
  return (
    <div className="booths__pairing" role="status" data-testid="pairing-card">
      <h3 ref={heading} tabIndex={-1}>
        Pair {deviceName}
      </h3>
      <div className="booths__pairing-body">
        <img
          src={answer.qrCode}
          width={192}
          height={192}
          alt={`QR code of the pairing link for ${deviceName}`}
        />
        <div>
          <p>On the tablet, scan this QR code with the camera, or open /booth and enter:</p>
          <p className="booths__code" data-testid="pairing-code">
            {answer.pairingCode}
          </p>
          <p className="admin-muted">
            Valid once, until {formatWhen(answer.expiresAt)}. Link:{' '}
            <a href={answer.pairingUrl} data-testid="pairing-link">
              {answer.pairingUrl}
            </a>
          </p>
          <button type="button" className="btn btn--ghost" onClick={onDone}>
            Done
          </button>
        </div>
      </div>
    </div>
  );
}
