import { useTranslation } from 'react-i18next';
import type { MyActivity } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney, formatSignedMoney } from '../../../lib/wallet/format-money';
import { useMyActivity } from '../api/my-activity';
import { registerMyActivityTexts } from '../i18n/my-activity-texts';
import { activityCsv, downloadCsv } from './activity-csv';
import { formatHoursMinutes, signClass } from './activity-format';
import { ActivityTable } from './activity-table';
import { NetChart } from './net-chart';
import '../../../components/ui/card.css';
import './my-activity.css';

registerMyActivityTexts();

/** The span's totals: the net result first, then what went in, out, on the table and back. */
function TotalsCard({ data, language }: { data: MyActivity; language: string }) {
  const { t } = useTranslation('myActivity');
  const { totals } = data;
  const items = [
    ['deposits', formatMoney(totals.deposits, language)],
    ['withdrawals', formatMoney(totals.withdrawals, language)],
    ['stakes', formatMoney(totals.stakes, language)],
    ['wins', formatMoney(totals.wins, language)],
    ['timePlayed', formatHoursMinutes(totals.secondsPlayed)],
  ] as const;
  return (
    <section className="card">
      <p className="card__muted">{t('intro')}</p>
      <div>
        <h2 className="card__title">{t('net')}</h2>
        <p className={`activity-net ${signClass(totals.net)}`} data-testid="activity-total-net">
          {formatSignedMoney(totals.net, language)}
        </p>
        <p className="card__muted">{t('netHint')}</p>
      </div>
      <dl className="activity-totals">
        {items.map(([key, value]) => (
          <div key={key} data-testid={`activity-total-${key}`}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /m/myActivity: the player's own statement (issue 30 item 8). Test ids: screen-myActivity, activity-total-net,
 * activity-total-<figure>, activity-chart, activity-bar-<YYYY-MM>, activity-row-<YYYY-MM>(-net), activity-totals(-net),
 * activity-export, activity-failed.
 */
export function MyActivityScreen() {
  const { t } = useTranslation('myActivity');
  const tc = useTranslation().t;
  const [language] = useLanguage();
  const activity = useMyActivity();
  const data = activity.data;

  const exportCsv = (statement: MyActivity) => {
    const texts = {
      month: t('month'),
      deposits: t('deposits'),
      withdrawals: t('withdrawals'),
      stakes: t('stakes'),
      wins: t('wins'),
      net: t('net'),
      timePlayed: t('timePlayed'),
      total: t('total'),
    };
    const last = statement.months.at(-1)?.month ?? '';
    downloadCsv(activityCsv(statement, language, texts), t('fileName', { month: last }));
  };

  return (
    <Screen id="myActivity" title={t('routes:myActivity')} className="member-screen my-activity">
      {activity.isPending ? <Spinner label={tc('loading')} /> : null}
      {activity.isError ? (
        <section className="card" data-testid="activity-failed">
          <p className="card__muted">{t('failed')}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void activity.refetch()}>
            {t('retry')}
          </button>
        </section>
      ) : null}
      {data ? (
        <>
          <TotalsCard data={data} language={language} />
          <section className="card">
            <h2 className="card__title">{t('chartTitle')}</h2>
            <NetChart months={data.months} language={language} />
          </section>
          <section className="card">
            <div className="card__row">
              <h2 className="card__title">{t('tableTitle')}</h2>
              <button type="button" className="btn btn--primary btn--small" data-testid="activity-export" onClick={() => exportCsv(data)}>
                {t('export')}
              </button>
            </div>
            <ActivityTable data={data} language={language} />
            <p className="card__muted">{t('timeNote')}</p>
          </section>
        </>
      ) : null}
    </Screen>
  );
}
