import { API, type PlayerLedgerPage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { HistoryTable } from '../components/history-table';
import { SignedMoney } from '../components/signed-money';

type Row = PlayerLedgerPage['rows'][number];

/** The player's ledger entries: one per transfer and account it touched, with the balance after. */
export function LedgerTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  return (
    <HistoryTable<Row>
      path={API.operatorPlayerLedger}
      playerId={playerId}
      rowKey={(r) => r.entryId}
      columns={[
        { key: 'at', title: t('fields.at'), dataIndex: 'at', render: (at: string) => format.dateTime(at) },
        {
          key: 'code',
          title: t('ledger.code'),
          dataIndex: 'code',
          render: (code: string) => t(`ledger.codes.${code}`, { defaultValue: code }),
        },
        {
          key: 'account',
          title: t('ledger.account'),
          dataIndex: 'account',
          render: (account: string) => t(`ledger.accounts.${account}`, { defaultValue: account }),
        },
        {
          key: 'amount',
          title: t('fields.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (a: string) => <SignedMoney amount={a} />,
        },
        {
          key: 'after',
          title: t('ledger.balanceAfter'),
          dataIndex: 'balanceAfter',
          align: 'right',
          render: (a: string) => format.money(a),
        },
        { key: 'currency', title: t('fields.currency'), dataIndex: 'currency' },
        { key: 'reference', title: t('ledger.reference'), dataIndex: 'reference' },
        { key: 'transfer', title: t('ledger.transfer'), dataIndex: 'transferId' },
      ]}
    />
  );
}
