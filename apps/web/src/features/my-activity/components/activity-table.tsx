import { useTranslation } from 'react-i18next';
import type { ActivityTotals, MyActivity } from '@app/contract';
import { formatMoney, formatSignedMoney } from '../../../lib/wallet/format-money';
import { formatHoursMinutes, formatMonth, signClass } from './activity-format';

function Figures({ figures, language, testId }: { figures: ActivityTotals; language: string; testId: string }) {
  return (
    <>
      <td>{formatMoney(figures.deposits, language)}</td>
      <td>{formatMoney(figures.withdrawals, language)}</td>
      <td>{formatMoney(figures.stakes, language)}</td>
      <td>{formatMoney(figures.wins, language)}</td>
      <td className={signClass(figures.net)} data-testid={`${testId}-net`}>
        {formatSignedMoney(figures.net, language)}
      </td>
      <td>{formatHoursMinutes(figures.secondsPlayed)}</td>
    </>
  );
}

/**
 * The statement month by month, newest first, and its totals. Wider than a phone: it scrolls sideways inside its
 * card (a focusable region, so a keyboard can scroll it too) with the month column kept in view.
 */
export function ActivityTable({ data, language }: { data: MyActivity; language: string }) {
  const { t } = useTranslation('myActivity');
  return (
    <div className="activity-table" role="region" aria-label={t('tableLabel')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            <th scope="col">{t('deposits')}</th>
            <th scope="col">{t('withdrawals')}</th>
            <th scope="col">{t('stakes')}</th>
            <th scope="col">{t('wins')}</th>
            <th scope="col">{t('net')}</th>
            <th scope="col">{t('timePlayed')}</th>
          </tr>
        </thead>
        <tbody>
          {[...data.months].reverse().map((month) => (
            <tr key={month.month} data-testid={`activity-row-${month.month}`}>
              <th scope="row">{formatMonth(month.month, language, 'medium')}</th>
              <Figures figures={month} language={language} testId={`activity-row-${month.month}`} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="activity-totals">
            <th scope="row">{t('total')}</th>
            <Figures figures={data.totals} language={language} testId="activity-totals" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
