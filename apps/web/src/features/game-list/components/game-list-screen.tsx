import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@app/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkleIcon } from '../../../components/ui/icons/status-icons';
import { Screen } from '../../../components/ui/screen';
import { TitleBar } from '../../../components/ui/title-bar';
import { useCurrentRoute } from '../../../lib/routing/current-route';

/**
 * The game list shared by every game-list path. It has no shared header; its
 * own title bar's back arrow replaces the route with home (SPEC §2, docs/decisions.md).
 * Tabs, filter and the infinite list come with the game catalogue.
 */
export function GameListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useCurrentRoute()?.id ?? 'gameList';
  const title = t(`routes:${id}`);
  return (
    <Screen id={id} title={title}>
      <TitleBar
        title={title}
        onBack={() => void navigate(HOME_PATH, { replace: true })}
        backLabel={t('actions.back')}
      />
      <EmptyState icon={<SparkleIcon size={36} />} title={t('comingSoon.title')} text={t('comingSoon.body')} />
    </Screen>
  );
}
