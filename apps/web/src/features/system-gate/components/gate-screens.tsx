import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@app/contract';
import { GlobeOffIcon, OfflineIcon, WrenchIcon } from '../../../components/ui/icons/status-icons';
import { GateScreen } from './gate-screen';

interface GateProps {
  status?: SystemStatus;
  checking: boolean;
  onRetry: () => void;
}

/** Gate status 1 (SPEC §4). */
export function MaintenanceScreen({ checking, onRetry }: GateProps) {
  const { t } = useTranslation();
  return (
    <GateScreen
      testId="maintenance-screen"
      icon={<WrenchIcon size={44} />}
      title={t('gate.maintenanceTitle')}
      body={t('gate.maintenanceBody')}
      checking={checking}
      onRetry={onRetry}
    />
  );
}

/** Gate status 2: shows the address the server saw, which is what a player asks support about. */
export function RegionScreen({ status, checking, onRetry }: GateProps) {
  const { t } = useTranslation();
  const ip = status?.location.ip;
  return (
    <GateScreen
      testId="region-screen"
      icon={<GlobeOffIcon size={44} />}
      title={t('gate.regionTitle')}
      body={t('gate.regionBody')}
      detail={ip ? t('gate.yourIp', { ip }) : undefined}
      checking={checking}
      onRetry={onRetry}
    />
  );
}

/** No status at all (first visit while the API is unreachable). */
export function UnavailableScreen({ checking, onRetry }: GateProps) {
  const { t } = useTranslation();
  return (
    <GateScreen
      testId="status-unavailable-screen"
      icon={<OfflineIcon size={44} />}
      title={t('gate.errorTitle')}
      body={t('gate.errorBody')}
      checking={checking}
      onRetry={onRetry}
    />
  );
}
