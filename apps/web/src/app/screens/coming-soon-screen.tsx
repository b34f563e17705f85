import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { SparkleIcon } from '../../components/ui/icons/status-icons';
import { Screen } from '../../components/ui/screen';
import { TitleBar } from '../../components/ui/title-bar';
import { useCurrentRoute } from '../../lib/routing/current-route';
import { useBackAction } from '../../lib/routing/use-back-action';

/**
 * Stand-in for every screen whose feature is not built yet: the route exists,
 * is guarded and titled, and says it is coming soon. Routes without the shared
 * header draw their own title bar.
 */
export function ComingSoonScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const onBack = useBackAction(route?.back ?? 'history');
  const id = route?.id ?? 'home';
  const title = t(`routes:${id}`);
  return (
    <Screen id={id} title={title}>
      {route?.header === 'none' ? <TitleBar title={title} onBack={onBack} backLabel={t('actions.back')} /> : null}
      <EmptyState icon={<SparkleIcon size={36} />} title={t('comingSoon.title')} text={t('comingSoon.body')} />
    </Screen>
  );
}
