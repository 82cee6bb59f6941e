import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '@components/Toaster';
import { queryClient as browserQueryClient } from '@lib/queryClient';
// Keeps the stored theme (dark by default) on <html>; public/boot.js applied it before paint.
import '@lib/theme';
import { KioskController } from '@features/booth/kiosk';
import { AppRoutes } from './routes';

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
        <KioskController />
        <AppRoutes />
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}

export function App() {
  return <AppFrame client={browserQueryClient} router={BrowserRouter} />;
}
