import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { TitleBar } from '../../../components/ui/title-bar';
import { useBackAction } from '../../../lib/routing/use-back-action';
import { useDownloadOptions } from '../hooks/use-download-options';
import { DownloadOptionList, IosSteps } from './download-options';
import '../../../components/ui/card.css';

/**
 * /m/app: the popup's options as a page, with the iPhone steps for the web clip. The route has no
 * header (SPEC §2), so the page draws its own title bar with a back arrow.
 */
export function AppDownloadScreen() {
  const { t } = useTranslation('appDownload');
  const onBack = useBackAction('history');
  const options = useDownloadOptions();
  return (
    <Screen id="app" title={t('routes:app')}>
      <TitleBar title={t('routes:app')} onBack={onBack} backLabel={t('common:actions.back')} />
      <div className="member-screen">
        <section className="card">
          <p className="card__muted">{t('intro')}</p>
          <DownloadOptionList options={options} />
        </section>
        {options.standalone ? null : <IosSteps />}
      </div>
    </Screen>
  );
}
