import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { useLanguage } from '../../../lib/preferences/use-language';
import { IdentityRequiredNotice, useIdentityGate } from '../../../lib/protection/identity-gate';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { registerDepositTexts } from '../i18n/deposit-texts';
import { DepositForm } from './deposit-form';
import { PixCharge } from './pix-charge';
import '../../../components/ui/card.css';
import './deposit.css';

registerDepositTexts();

/**
 * /m/voucherCenter, with the current balance on top (it rises by itself when a charge is paid). Members of types
 * other than 0/1/2 never get here: the route guard refuses them with free_reject (SPEC §6).
 * Test ids: deposit-balance, deposit-channel-<id>, deposit-preset-<amount>, field-amount,
 * deposit-submit, pix-charge, pix-qr, pix-code, pix-copy, pix-status,
 * pix-countdown, deposit-paid, deposit-expired, deposit-new, deposit-identity (BR: identity not verified yet).
 */
export function DepositScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const wallet = useWallet();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const identity = useIdentityGate();
  return (
    <Screen id="voucherCenter" title={t('routes:voucherCenter')} className="member-screen">
      <div className="card card__row">
        <span className="card__muted">{t('deposit:balance')}</span>
        <strong data-testid="deposit-balance">{wallet.data ? formatMoney(wallet.data.sumBalance, language) : 'R$ --'}</strong>
      </div>
      {order ? (
        <PixCharge initial={order} onNew={() => setOrder(null)} />
      ) : identity.unverified ? (
        <IdentityRequiredNotice testId="deposit-identity" />
      ) : (
        <DepositForm onCreated={setOrder} onIdentityRefused={identity.recheck} />
      )}
    </Screen>
  );
}
