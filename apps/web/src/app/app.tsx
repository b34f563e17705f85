import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { UpdatePrompt } from '../features/pwa/components/update-prompt';
import { AppRoutes } from './app-routes';
import { StatusGate } from './status-gate';

/**
 * Providers, the status gate, the routes; the update prompt works even behind
 * a closed gate. Declarative routing: the data router would add ~17 kB gz to
 * the first load for loaders and actions this site does not use.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StatusGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StatusGate>
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
