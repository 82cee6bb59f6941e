import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { queryClient } from '../lib/queryClient';
// Applies the stored theme (dark by default) to <html> before the first render.
import '../lib/theme';
import { KioskController } from '../features/kiosk/KioskController';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <KioskController />
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
