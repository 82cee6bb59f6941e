import type { SVGProps } from 'react';

/** Accessible-name props for an artwork: a labelled image, or hidden when purely decorative. */
export function artProps(label: string | undefined): SVGProps<SVGSVGElement> {
  return label
    ? { role: 'img', 'aria-label': label, focusable: 'false' }
    : { 'aria-hidden': true, focusable: 'false' };
}

export interface ArtProps {
  /** The image's accessible name; without one the artwork is decorative and hidden. */
  label?: string;
  className?: string;
}
