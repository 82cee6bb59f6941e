import { apiJson } from '@lib/api';
import { boothPaths, type KioskVisitorLinks } from '@shared/booth';
import type { AskLinks } from '../shared/useLaterLinks';

/** How the thank-you asks the kiosk's own server for a new visitor's links, by their ticket. */
export function askVisitorLinks(ticket: number): AskLinks {
  const path = boothPaths.visitorLinks.replace(':ticket', String(ticket));
  return () => apiJson<KioskVisitorLinks>('GET', path);
}
