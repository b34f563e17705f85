import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/ui/html-content';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useDebouncedValue } from '../../../lib/timing/use-debounced-value';
import { useHelpCentre } from '../api/help-centre';
import './help.css';

registerMessagesTexts();

/** SPEC §9: the help centre follows a language change 200 ms late. */
const HELP_LANGUAGE_DEBOUNCE_MS = 200;

/**
 * /m/help?i= (SPEC §2 Help): a left menu of titles and the chosen entry's HTML;
 * query i picks the entry (default 0). Test ids: help-menu, help-tab-<i>, help-content.
 */
export function HelpScreen() {
  const { t } = useTranslation('messages');
  const [language] = useLanguage();
  const lang = useDebouncedValue(language, HELP_LANGUAGE_DEBOUNCE_MS);
  const [params, setParams] = useSearchParams();
  const help = useHelpCentre(lang);
  const entries = help.data ?? [];
  const asked = Number.parseInt(params.get('i') ?? '0', 10);
  const active = Number.isInteger(asked) && asked >= 0 && asked < entries.length ? asked : 0;
  const entry = entries[active];

  return (
    <Screen id="help" title={t('routes:help')} className="help">
      {help.isPending ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
      {help.isSuccess && entries.length === 0 ? <p className="help__empty">{t('helpEmpty')}</p> : null}
      {entries.length > 0 ? (
        <div className="help__layout">
          <nav className="help__menu" data-testid="help-menu" aria-label={t('routes:help')}>
            {entries.map((e, i) => (
              <button
                key={`${i}-${e.title}`}
                type="button"
                className={`help__tab${i === active ? ' is-active' : ''}`}
                aria-current={i === active ? 'true' : undefined}
                data-testid={`help-tab-${i}`}
                onClick={() => setParams({ i: String(i) }, { replace: true })}
              >
                {e.title}
              </button>
            ))}
          </nav>
          {entry ? (
            <article className="help__panel">
              <h1 className="help__title">{entry.title}</h1>
              <HtmlContent html={entry.content} testId="help-content" />
            </article>
          ) : null}
        </div>
      ) : null}
    </Screen>
  );
}
