import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../lib/queryClient';
import { KioskController } from '../features/kiosk/KioskController';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <KioskController />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
