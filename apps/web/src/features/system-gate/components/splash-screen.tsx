import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import './gate-screen.css';

/** First visit only: shown while the system status loads (later visits render from the cache). */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <main className="gate-screen" data-testid="splash-screen" aria-busy="true">
      <img className="gate-screen__logo" src="/brand/logo.svg" alt="" width={72} height={72} />
      <Spinner label={t('loading')} />
    </main>
  );
}
