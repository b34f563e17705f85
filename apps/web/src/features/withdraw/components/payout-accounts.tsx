import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@app/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { deletePayoutAccount } from '../api/payout-accounts';
import { PayoutAccountForm } from './payout-account-form';

interface PayoutAccountsProps {
  accounts: PayoutAccount[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The list changed on the server (added or removed): reload the withdraw info. */
  onChanged: () => void;
}

/** The member's PIX keys as a choice for the withdrawal, with add and remove. */
export function PayoutAccounts({ accounts, selectedId, onSelect, onChanged }: PayoutAccountsProps) {
  const { t } = useTranslation('withdraw');
  const tc = useTranslation().t;
  const errorText = useErrorText();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const remove = (id: number) => {
    setDeleting(null);
    deletePayoutAccount(id).then(
      () => {
        showToast(t('accountDeleted'), 'success');
        onChanged();
      },
      (error: unknown) => showToast(errorText(error), 'error'),
    );
  };

  return (
    <section className="card" data-testid="payout-accounts">
      <h2 className="card__title">{t('accounts')}</h2>
      {accounts.length === 0 ? <p className="card__muted">{t('noAccounts')}</p> : null}
      <ul className="rows" role="radiogroup" aria-label={t('accounts')}>
        {accounts.map((account) => (
          <li key={account.id} className="payout-account" data-testid={`payout-account-${account.id}`}>
            <label className="payout-account__choice">
              <input type="radio" name="payoutAccount" checked={account.id === selectedId} onChange={() => onSelect(account.id)} />
              <span>
                <strong>{t(`keyTypes.${account.pixKeyType}`)}</strong> {account.pixKeyMasked}
                <span className="card__muted payout-account__holder">{account.holderName}</span>
              </span>
            </label>
            <button
              type="button"
              className="link-button"
              data-testid={`payout-delete-${account.id}`}
              onClick={() => setDeleting(account.id)}
            >
              {t('deleteAccount')}
            </button>
          </li>
        ))}
      </ul>
      {adding ? (
        <PayoutAccountForm
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            onChanged();
          }}
        />
      ) : (
        <button type="button" className="btn btn--ghost btn--block" data-testid="payout-add" onClick={() => setAdding(true)}>
          {t('addAccount')}
        </button>
      )}
      {deleting !== null ? (
        <ConfirmDialog
          title={tc('prompt.title')}
          message={t('deleteConfirm')}
          cancelLabel={tc('actions.cancel')}
          confirmLabel={tc('actions.confirm')}
          testId="payout-delete-confirm"
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      ) : null}
    </section>
  );
}
