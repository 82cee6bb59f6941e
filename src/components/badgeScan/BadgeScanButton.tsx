import { useEffect, useRef, useState } from 'react';
import { parseBadge, type BadgeFields } from '@shared/badge';
import { startBadgeReader } from './badgeFrames';
import './badgeScan.css';

export const BADGE_TEXT = {
  button: 'Scan your badge',
  looking: "Hold your badge's code in front of the camera.",
  noCamera:
    'The camera is not available here (none found, or access was refused). Please type your details instead.',
  notABadge:
    'That code holds no name, e-mail address or badge id. Try another, or type your details.',
  noReader: 'The badge reader could not start on this device. Please type your details instead.',
  filled:
    'Your details are filled in from your badge. Please check them, then tick the box and send.',
  idOnly: (id: string) =>
    `Badge read (id ${id}). It holds no name or e-mail: please type yours, then tick the box and send.`,
} as const;

function scannedMessage(fields: BadgeFields): string {
  return fields.badgeId ? BADGE_TEXT.idOnly(fields.badgeId) : BADGE_TEXT.filled;
}

/** A pause between frames, so the decoder's worker leaves the tablet's core some room. */
const FRAME_GAP_MS = 30;

/**
 * "Scan your badge": opens the camera, decodes the badge's code (QR, PDF417, Aztec, Data Matrix or
 * Code 128, in a worker) and hands its fields (vCard, MeCard, e-mail, or only a badge id) to the
 * form, which the visitor checks and sends. Without a camera the form works as before and says why.
 */
export function BadgeScanButton({ onScanned }: { onScanned: (fields: BadgeFields) => void }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="badge-scan">
      <button
        type="button"
        className="btn btn--outline badge-scan__button"
        onClick={() => {
          setMessage(null);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M7 8h3v3H7zM14 8h3v3h-3zM7 13h3v3H7zM14 14h3v2h-3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        {BADGE_TEXT.button}
      </button>
      {message && (
        <p className="badge-scan__message" role="status" data-testid="badge-message">
          {message}
        </p>
      )}
      {open && (
        <ScanDialog
          onClose={(result) => {
            setOpen(false);
            if (result.fields) onScanned(result.fields);
            setMessage(result.message);
          }}
        />
      )}
    </div>
  );
}

function ScanDialog({
  onClose,
}: {
  onClose: (result: { fields?: BadgeFields; message: string | null }) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [hint, setHint] = useState<string>(BADGE_TEXT.looking);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The decoder loads while the camera starts.
    const reader = startBadgeReader();
    const finish = (result: { fields?: BadgeFields; message: string | null }) => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      close.current(result);
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'user' },
          audio: false,
        });
      } catch {
        finish({ message: BADGE_TEXT.noCamera });
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      try {
        await reader.ready;
      } catch {
        finish({ message: BADGE_TEXT.noReader });
        return;
      }
      const look = async () => {
        if (stopped || !video.current) return;
        const raw = await reader.read(video.current).catch(() => null);
        if (stopped) return;
        if (raw !== null) {
          const fields = parseBadge(raw);
          if (fields) return finish({ fields, message: scannedMessage(fields) });
          setHint(BADGE_TEXT.notABadge);
        }
        timer = setTimeout(() => void look(), FRAME_GAP_MS);
      };
      void look();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      reader.stop();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div
      className="badge-scan__dialog"
      role="dialog"
      aria-modal="true"
      aria-label={BADGE_TEXT.button}
    >
      <video ref={video} className="badge-scan__video" muted playsInline />
      <p className="badge-scan__hint" aria-live="polite">
        {hint}
      </p>
      <button
        type="button"
        className="btn btn--primary badge-scan__cancel"
        onClick={() => onClose({ message: null })}
      >
        Cancel
      </button>
    </div>
  );
}
