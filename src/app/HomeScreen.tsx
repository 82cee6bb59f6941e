import { lazy, useSyncExternalStore } from 'react';
import { isKioskMode } from '@lib/kiosk';
import { landingPages } from '@features/landing';
import { kioskPages } from '@features/booth/kiosk';

const LandingHome = lazy(landingPages.home);
const KioskBooth = lazy(kioskPages.booth);

const unchanging = () => () => undefined;

/**
 * "/": the landing page, or in kiosk mode the booth's screen (issue 39). The prerendered landing
 * is what hydration finds, so kiosk mode is read only once the page runs in the browser.
 */
export function HomeScreen() {
  const kiosk = useSyncExternalStore(unchanging, isKioskMode, () => false);
  return kiosk ? <KioskBooth /> : <LandingHome />;
}
