import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { SystemStatus } from '@app/contract';
import { AppRoutes } from '../app/app-routes';
import { initI18n } from '../lib/i18n/i18n';
import { systemStatusQueryKey } from '../lib/system-status/status-query';
import { makeStatus } from './status-fixture';

/** Exposes the router's location to assertions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders the routed app (behind an open gate) at a path, with a fresh status that will not refetch. */
export function renderApp(path: string, status: SystemStatus = makeStatus()) {
  initI18n('pt');
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(systemStatusQueryKey, status);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
