import type { ReactNode } from 'react';
import { deriveGate } from '../lib/system-status/status-gate';
import { useSystemStatusQuery } from '../lib/system-status/use-system-status';
import { MaintenanceScreen, RegionScreen, UnavailableScreen } from '../features/system-gate/components/gate-screens';
import { SplashScreen } from '../features/system-gate/components/splash-screen';

/** SPEC §2: the site renders only for gate status 0; 1 and 2 get their own screens. */
export function StatusGate({ children }: { children: ReactNode }) {
  const query = useSystemStatusQuery();
  const gate = deriveGate(query.data, query.error);
  const retry = { checking: query.isFetching, onRetry: () => void query.refetch() };

  switch (gate.kind) {
    case 'open':
      return children;
    case 'loading':
      return <SplashScreen />;
    case 'maintenance':
      return <MaintenanceScreen {...retry} status={gate.status} />;
    case 'region':
      return <RegionScreen {...retry} status={gate.status} />;
    case 'unavailable':
      return <UnavailableScreen {...retry} />;
  }
}
