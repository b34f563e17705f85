import { useTranslation } from 'react-i18next';

/** The national self-exclusion service, which covers every licensed operator at once. Test id: national-link. */
export function NationalExclusionCard({ url }: { url: string }) {
  const { t } = useTranslation('responsibleGaming');
  return (
    <section className="card" aria-labelledby="national-title">
      <h2 className="card__title" id="national-title">
        {t('nationalTitle')}
      </h2>
      <p className="card__muted">{t('nationalText')}</p>
      <a className="link-button" href={url} target="_blank" rel="noopener noreferrer" data-testid="national-link">
        {t('nationalLink')} <span className="visually-hidden">{t('newTab')}</span>
      </a>
    </section>
  );
}
