import { useId } from 'react';
import { artProps, type ArtProps } from './svgProps';

/** Deterministic node layout of a small neural network: four layers feeding into each other. */
const LAYERS = [
  [90, 170, 250, 330],
  [70, 140, 210, 280, 350],
  [70, 140, 210, 280, 350],
  [130, 210, 290],
];
const LAYER_X = [70, 200, 330, 450];

/** The hero's illustration: a glowing neural network inside an orbit, drawn in the theme's colours. */
export function HeroIllustration({ label, className }: ArtProps) {
  const id = useId();
  const glow = `${id}-glow`;
  const line = `${id}-line`;
  const nodes = LAYERS.flatMap((ys, layer) => ys.map((y) => ({ x: LAYER_X[layer]!, y, layer })));
  const links = LAYERS.slice(1).flatMap((ys, index) =>
    LAYERS[index]!.flatMap((fromY) =>
      ys.map((toY) => ({ x1: LAYER_X[index]!, y1: fromY, x2: LAYER_X[index + 1]!, y2: toY })),
    ),
  );
  return (
    <svg viewBox="0 0 520 420" className={className} {...artProps(label)}>
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" style={{ stopColor: 'var(--accent)', stopOpacity: 0.35 }} />
          <stop offset="1" style={{ stopColor: 'var(--accent)', stopOpacity: 0 }} />
        </radialGradient>
        <linearGradient id={line} x1="0" x2="1">
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} />
          <stop offset="1" style={{ stopColor: 'var(--accent-2)' }} />
        </linearGradient>
      </defs>
      <circle cx="260" cy="210" r="200" fill={`url(#${glow})`} />
      <ellipse
        cx="260"
        cy="210"
        rx="235"
        ry="120"
        fill="none"
        style={{ stroke: 'var(--accent-2)' }}
        strokeOpacity="0.35"
        strokeDasharray="4 10"
        transform="rotate(-18 260 210)"
      />
      <g stroke={`url(#${line})`} strokeOpacity="0.45" strokeWidth="1.4">
        {links.map((l) => (
          <line key={`${l.x1}-${l.y1}-${l.x2}-${l.y2}`} {...l} />
        ))}
      </g>
      {nodes.map((n) => (
        <g key={`${n.x}-${n.y}`}>
          <circle
            cx={n.x}
            cy={n.y}
            r="14"
            style={{ fill: n.layer % 2 ? 'var(--accent-2)' : 'var(--accent)' }}
            opacity="0.18"
          />
          <circle
            cx={n.x}
            cy={n.y}
            r="7"
            style={{ fill: n.layer % 2 ? 'var(--accent-2)' : 'var(--accent)' }}
          />
        </g>
      ))}
      <circle cx="455" cy="95" r="5" style={{ fill: 'var(--accent-2)' }} opacity="0.8" />
      <circle cx="60" cy="360" r="4" style={{ fill: 'var(--accent)' }} opacity="0.8" />
    </svg>
  );
}
