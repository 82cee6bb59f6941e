import type { ReactNode } from 'react';
import { artProps, type ArtProps } from './svgProps';

function Icon({ label, className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...artProps(label)}
    >
      {children}
    </svg>
  );
}

export const NeuralIcon = (props: ArtProps) => (
  <Icon {...props}>
    <circle cx="5" cy="6" r="2" />
    <circle cx="5" cy="18" r="2" />
    <circle cx="19" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <path d="M7 6.8L10.2 11M7 17.2l3.2-4.2M14 12h3" />
  </Icon>
);

export const QuantumShieldIcon = (props: ArtProps) => (
  <Icon {...props}>
    <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
    <circle cx="12" cy="11" r="1.5" />
    <ellipse cx="12" cy="11" rx="4" ry="1.8" />
  </Icon>
);

export const AdaptiveIcon = (props: ArtProps) => (
  <Icon {...props}>
    <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7" />
    <path d="M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7" />
  </Icon>
);

export const AnalyticsIcon = (props: ArtProps) => (
  <Icon {...props}>
    <path d="M4 20V4M4 20h16" />
    <path d="M7 15l4-4 3 3 5-6" />
    <path d="M16 8h3v3" />
  </Icon>
);

export const IntegrationIcon = (props: ArtProps) => (
  <Icon {...props}>
    <path d="M9 7V4M15 7V4M7 7h10v4a5 5 0 0 1-10 0z" />
    <path d="M12 16v4" />
  </Icon>
);

export const CollaborationIcon = (props: ArtProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="3" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M3 20c0-3 2.2-5 5-5s5 2 5 5M14 15.5c.9-.4 1.9-.5 3-.5 2.4 0 4 1.6 4 4" />
  </Icon>
);
