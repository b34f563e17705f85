import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/preferences/use-language';
import { rainAnnouncement, useRainForEntries } from '../../lib/rewards/rain-status';
import { routePath } from '../../lib/routing/route-path';
import { formatClockTime } from '../../lib/wallet/format-clock';
import { registerRainEntryTexts } from './rain-entry-texts';
import './rain-entry.css';

registerRainEntryTexts();

/**
 * The home's strip announcing a red envelope rain (falling now, or starting within RAIN_SOON_MS), linking to
 * /m/redRain. Nothing when no rain is announced. Test id: rain-strip (data-kind live|soon).
 */
export function RainStrip() {
  const { t } = useTranslation('rainEntry');
  const [language] = useLanguage();
  const news = rainAnnouncement(useRainForEntries().data);
  if (!news) return null;
  const time = news.kind === 'soon' ? formatClockTime(news.startsAt, language) : undefined;
  return (
    <Link to={routePath('redRain')} className="rain-strip" data-testid="rain-strip" data-kind={news.kind}>
      <span className="rain-strip__envelope" aria-hidden="true">
        R$
      </span>
      <span className="rain-strip__text">{news.kind === 'live' ? t('live') : t('soon', { time })}</span>
      <span className="rain-strip__go">{t('go')}</span>
    </Link>
  );
}
