import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@app/contract';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatAmount, formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useBetRecordDetail } from '../api/records';
import { roundFacts, type Fact } from './round-facts';

interface BetDetailSheetProps {
  /** The list's line, shown at once while the detail loads (and alone if it cannot). */
  bet: BetRecord;
  onClose: () => void;
}

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="bet-detail__facts">
      {facts.map((f) => (
        <div key={f.key} className="bet-detail__fact" data-testid={`fact-${f.key}`}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One round of the betting record. Test ids: bet-detail, fact-<key> (stake, win, time, roundId, match, pick, odds,
 * cashOut, crashPoint, …, serverSeedHash, clientSeed, nonce, serverSeed).
 */
export function BetDetailSheet({ bet, onClose }: BetDetailSheetProps) {
  const { t } = useTranslation('records');
  const [language] = useLanguage();
  const detail = useBetRecordDetail(bet.roundId);
  const money = (value: string) => formatMoney(value, language);
  const line = detail.data ?? bet;
  const fact = (key: string, value: string): Fact => ({ key, label: t(`detail.${key}`), value });
  const base = [
    fact('game', `${line.gameName} · ${line.vendorName}`),
    fact('stake', money(line.stake)),
    fact('win', money(line.win)),
    fact('status', t(`roundStatus.${line.status}`)),
    fact('time', formatDateTime(line.createdAt, language)),
    ...(line.settledAt ? [fact('settledAt', formatDateTime(line.settledAt, language))] : []),
    fact('roundId', line.roundId),
  ];
  const fair = detail.data?.fair;
  return (
    <Modal title={t('detail.title')} testId="bet-detail" onClose={onClose}>
      <div className="bet-detail">
        {detail.data?.play ? (
          <FactList facts={roundFacts(detail.data.play, t, { money, decimal: (value) => formatAmount(value, language) })} />
        ) : null}
        <FactList facts={base} />
        {fair ? (
          <section className="bet-detail__fair" aria-label={t('detail.fair')}>
            <h3 className="bet-detail__heading">{t('detail.fair')}</h3>
            <FactList
              facts={[
                fact('serverSeedHash', fair.serverSeedHash),
                fact('clientSeed', fair.clientSeed),
                fact('nonce', String(fair.nonce)),
                fact('serverSeed', fair.serverSeed ?? t('detail.serverSeedHidden')),
              ]}
            />
          </section>
        ) : null}
        {detail.isPending ? <Spinner label={t('loading')} /> : null}
        {detail.isError ? <p className="bet-detail__note">{t('detail.unavailable')}</p> : null}
        <button type="button" className="btn btn--ghost btn--block" onClick={onClose} data-testid="bet-detail-close">
          {t('detail.close')}
        </button>
      </div>
    </Modal>
  );
}
