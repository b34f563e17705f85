import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@app/contract';
import { useMe } from '../../../lib/session/use-me';
import { KycTab } from '../tabs/kyc-tab';
import { LedgerTab } from '../tabs/ledger-tab';
import { LoginsTab } from '../tabs/logins-tab';
import { NotesTab } from '../tabs/notes-tab';
import { PaymentsTab } from '../tabs/payments-tab';
import { ProtectionTab } from '../tabs/protection-tab';
import { ReferralsTab } from '../tabs/referrals-tab';
import { RoundsTab } from '../tabs/rounds-tab';

/** The player's histories; antd renders a tab (and so fetches its list) only once it is opened. */
export function PlayerTabs({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const { can } = useMe();
  // The identity tab only for roles that may read it (the server refuses the others anyway).
  const kyc = can('kyc.read') ? [{ key: 'kyc', label: t('tabs.kyc'), children: <KycTab player={player} /> }] : [];
  return (
    <Tabs
      items={[
        { key: 'ledger', label: t('tabs.ledger'), children: <LedgerTab playerId={player.id} /> },
        { key: 'rounds', label: t('tabs.rounds'), children: <RoundsTab playerId={player.id} /> },
        { key: 'payments', label: t('tabs.payments'), children: <PaymentsTab playerId={player.id} /> },
        { key: 'logins', label: t('tabs.logins'), children: <LoginsTab playerId={player.id} /> },
        { key: 'referrals', label: t('tabs.referrals'), children: <ReferralsTab player={player} /> },
        { key: 'notes', label: t('tabs.notes'), children: <NotesTab playerId={player.id} /> },
        { key: 'protection', label: t('tabs.protection'), children: <ProtectionTab player={player} /> },
        ...kyc,
      ]}
    />
  );
}
