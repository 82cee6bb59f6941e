import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '@components/Toaster';
import { isKioskMode } from '@lib/kiosk';
import { queryClient as browserQueryClient } from '@lib/queryClient';
// Keeps the stored theme (dark by default) on <html>; public/boot.js applied it before paint.
import '@lib/theme';
import { AppRoutes } from './routes';

// The kiosk's code (its operator gate and staff panel bring the booth's schemas) loads on a
// kiosk only: a visitor's first screen carries none of it.
const KioskController = lazy(() =>
  import('@features/booth/kiosk').then((kiosk) => ({ default: kiosk.KioskController })),
);

/** Kiosk mode, known once the page runs (the prerendered page is the same for everyone). */
function KioskMode() {
  const [isKiosk, setIsKiosk] = useState(false);
  useEffect(() => setIsKiosk(isKioskMode()), []);
  return isKiosk ? (
    <Suspense fallback={null}>
      <KioskController />
    </Suspense>
  ) : null;
}

/**
 * The app around a router. The browser passes BrowserRouter; the build's prerender
 * (src/app/prerender.tsx) passes a StaticRouter, so both render the same tree and hydrate.
 */
export function AppFrame({
  client,
  router: Router,
}: {
  client: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  // Marks <html> once the app runs: prerendered pages show their buttons before that.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <Router>
        <KioskMode />
        <AppRoutes />
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}

export function App() {
  return <AppFrame client={browserQueryClient} router={BrowserRouter} />;
}
