import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositOrder } from '@app/contract';
import { Spinner } from '../../../components/ui/spinner';
import { AmountField } from '../../../components/wallet/amount-field';
import { useSubmit } from '../../../lib/forms/use-submit';
import { isIdentityRefusal } from '../../../lib/protection/identity-gate';
import { useLanguage } from '../../../lib/preferences/use-language';
import { checkAmount, type AmountCheck } from '../../../lib/wallet/amount-check';
import { formatMoney } from '../../../lib/wallet/format-money';
import { createDeposit } from '../api/create-deposit';
import { useDepositChannels } from '../api/deposit-channels';

/** The payment channels; the one picked sets the presets and the limits. */
function ChannelChips({ list, channel, onPick }: { list: DepositChannel[]; channel: DepositChannel; onPick: (id: number) => void }) {
  const { t } = useTranslation('deposit');
  return (
    <fieldset className="deposit-channels">
      <legend className="card__title">{t('channel')}</legend>
      <div className="chips">
        {list.map((c) => (
          <button
            key={c.id}
            type="button"
            className="chip"
            aria-pressed={c.id === channel.id}
            data-testid={`deposit-channel-${c.id}`}
            onClick={() => onPick(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The channel's preset amounts; the one matching the typed amount shows pressed. */
function PresetChips({ presets, amount, onPick }: { presets: string[]; amount: string; onPick: (amount: string) => void }) {
  const { t } = useTranslation('deposit');
  const [language] = useLanguage();
  const picked = amount.trim().replace(',', '.');
  return (
    <fieldset className="deposit-channels">
      <legend className="card__muted">{t('presets')}</legend>
      <div className="chips deposit-presets">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip"
            aria-pressed={picked !== '' && Number(picked) === Number(preset)}
            data-testid={`deposit-preset-${preset}`}
            onClick={() => onPick(preset.replace(/\.00$/, ''))}
          >
            {formatMoney(preset, language)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Channel, preset chips, amount with its limits; submit opens the PIX charge. */
export function DepositForm({ onCreated, onIdentityRefused }: { onCreated: (order: DepositOrder) => void; onIdentityRefused: () => void }) {
  const { t } = useTranslation('deposit');
  const tm = useTranslation('money').t;
  const { sending, send } = useSubmit();
  const channels = useDepositChannels();
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountCheck | null>(null);

  if (channels.isPending) return <Spinner label={tm('submitting')} />;
  if (channels.isError) {
    return (
      <button type="button" className="btn btn--ghost btn--block" data-testid="deposit-retry" onClick={() => void channels.refetch()}>
        {tm('loadFailed')}
      </button>
    );
  }
  const list = channels.data;
  const channel: DepositChannel | undefined = list.find((c) => c.id === channelId) ?? list[0];
  if (!channel)
    return (
      <p className="card__muted" data-testid="deposit-no-channels">
        {t('noChannels')}
      </p>
    );

  const changeAmount = (value: string) => {
    setAmount(value);
    setProblem(null);
  };

  const submit = () => {
    const check = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount, dailyRemaining: channel.dailyRemaining });
    if (!check.ok) {
      setProblem(check);
      return;
    }
    send((requestId) => createDeposit({ channelId: channel.id, amount: check.amount, requestId }), onCreated, {
      payloadKey: `${channel.id}:${check.amount}`,
      onError: (error) => isIdentityRefusal(error) && onIdentityRefused(),
    });
  };

  return (
    <form
      className="card"
      noValidate
      data-testid="deposit-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ChannelChips list={list} channel={channel} onPick={setChannelId} />
      <PresetChips presets={channel.presets} amount={amount} onPick={changeAmount} />
      <AmountField value={amount} onValue={changeAmount} problem={problem} limits={channel} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending} aria-busy={sending} data-testid="deposit-submit">
        {sending ? tm('submitting') : t('submit')}
      </button>
    </form>
  );
}
