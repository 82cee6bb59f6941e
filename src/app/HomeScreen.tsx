import { lazy, useSyncExternalStore } from 'react';
import { isKioskMode } from '@lib/kiosk';
import { landingPages } from '@features/landing';

const LandingHome = lazy(landingPages.home);
// The kiosk's face is imported when asked for: its operator gate and staff panel bring the
// booth's schemas, which a visitor's first screen must not carry.
const KioskBooth = lazy(() =>
  import('@features/booth/kiosk').then((kiosk) => kiosk.kioskPages.booth()),
);

const unchanging = () => () => undefined;

/**
 * "/": the landing page, or in kiosk mode the booth's screen (issue 39). The prerendered landing
 * is what hydration finds, so kiosk mode is read only once the page runs in the browser.
 */
export function HomeScreen() {
  const kiosk = useSyncExternalStore(unchanging, isKioskMode, () => false);
  return kiosk ? <KioskBooth /> : <LandingHome />;
}
