import { useId } from 'react';
import { artProps, type ArtProps } from './svgProps';

const accent = { stroke: 'var(--accent)' };
const accent2 = { stroke: 'var(--accent-2)' };

/** A tile's gradient backdrop, shared by the four decorative images. */
function Backdrop({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--accent)', stopOpacity: 0.22 }} />
          <stop offset="1" style={{ stopColor: 'var(--accent-2)', stopOpacity: 0.22 }} />
        </linearGradient>
      </defs>
      <rect width="200" height="150" rx="16" fill={`url(#${id})`} />
    </>
  );
}

/** Layers of neurons with a signal passing through. */
export function NeuralLayersArt({ label, className }: ArtProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 200 150" className={className} {...artProps(label)}>
      <Backdrop id={id} />
      {[40, 100, 160].map((x) =>
        [40, 75, 110].map((y) => (
          <circle
            key={`${x}-${y}`}
            cx={x}
            cy={y}
            r="7"
            fill="none"
            style={accent}
            strokeWidth="3"
          />
        )),
      )}
      <path
        d="M47 40L93 75L153 40M47 110L93 75L153 110M47 75H153"
        fill="none"
        style={accent2}
        strokeWidth="2"
      />
    </svg>
  );
}

/** Waves of data flowing across a chart grid. */
export function DataWavesArt({ label, className }: ArtProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 200 150" className={className} {...artProps(label)}>
      <Backdrop id={id} />
      <path d="M20 120H180M20 90H180M20 60H180M20 30H180" style={accent} strokeOpacity="0.25" />
      <path
        d="M20 100C50 40 80 40 100 80S150 120 180 50"
        fill="none"
        style={accent}
        strokeWidth="4"
      />
      <path
        d="M20 115C60 80 90 110 120 70S160 40 180 90"
        fill="none"
        style={accent2}
        strokeWidth="3"
      />
    </svg>
  );
}

/** A shield over a lattice: security and compliance. */
export function SecureCoreArt({ label, className }: ArtProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 200 150" className={className} {...artProps(label)}>
      <Backdrop id={id} />
      <path
        d="M100 22L145 38V72C145 100 126 118 100 128C74 118 55 100 55 72V38Z"
        fill="none"
        style={accent}
        strokeWidth="4"
      />
      <path d="M80 74L95 89L122 60" fill="none" style={accent2} strokeWidth="5" />
    </svg>
  );
}

/** Connected workflow blocks. */
export function WorkflowArt({ label, className }: ArtProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 200 150" className={className} {...artProps(label)}>
      <Backdrop id={id} />
      <rect
        x="22"
        y="30"
        width="44"
        height="30"
        rx="6"
        fill="none"
        style={accent}
        strokeWidth="3"
      />
      <rect
        x="134"
        y="30"
        width="44"
        height="30"
        rx="6"
        fill="none"
        style={accent}
        strokeWidth="3"
      />
      <rect
        x="78"
        y="92"
        width="44"
        height="30"
        rx="6"
        fill="none"
        style={accent2}
        strokeWidth="3"
      />
      <path
        d="M66 45H134M44 60V107H78M156 60V107H122"
        fill="none"
        style={accent2}
        strokeWidth="2"
        strokeDasharray="5 4"
      />
    </svg>
  );
}

export const DECORATIVE_ART = [
  { name: 'Neural layers', Art: NeuralLayersArt },
  { name: 'Data waves', Art: DataWavesArt },
  { name: 'Secure core', Art: SecureCoreArt },
  { name: 'Workflow graph', Art: WorkflowArt },
] as const;
