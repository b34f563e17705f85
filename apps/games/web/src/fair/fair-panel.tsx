import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameApiError } from '../api';
import { errorKey } from '../i18n/i18n';
import type { FairState } from './use-fair';

const CLIENT_SEED = /^[\w.-]{1,64}$/;

/** The player's new client seed (the current one when left empty), sent to rotate the seed pair. */
function useRotateSeed(rotate: (clientSeed: string) => Promise<void>) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (currentSeed: string) => {
    const seed = clientSeed.trim() || currentSeed;
    if (!CLIENT_SEED.test(seed)) return setMessage(t('fair.clientSeedInvalid'));
    setBusy(true);
    try {
      await rotate(seed);
      setClientSeed('');
      setMessage(t('fair.rotated'));
    } catch (e) {
      setMessage(t(errorKey(e instanceof GameApiError ? e.code : 'system.error')));
    } finally {
      setBusy(false);
    }
  };
  return { clientSeed, setClientSeed, message, busy, submit };
}

/** The server seeds revealed by rotations, each with its client seed and how many bets it played. */
function RevealedSeeds({ revealed }: { revealed: FairState['revealed'] }) {
  const { t } = useTranslation();
  if (!revealed.length) return null;
  return (
    <>
      <h3>{t('fair.revealed')}</h3>
      <ul className="fair__revealed" data-testid="fair-revealed">
        {revealed.map((r) => (
          <li key={r.serverSeedHash}>
            <span className="mono">{r.serverSeed}</span>
            <small>
              {t('fair.clientSeed')}: {r.clientSeed} · {t('fair.bets', { count: r.nonces })}
            </small>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The seed commitment of the next bet, the client seed the player may change (rotating reveals the server seed), and the
 * seeds revealed so far.
 */
export function FairPanel({
  fair,
  rotate,
  lang,
}: {
  fair: FairState | null;
  rotate: (clientSeed: string) => Promise<void>;
  lang: 'pt' | 'en';
}) {
  const { t } = useTranslation();
  const { clientSeed, setClientSeed, message, busy, submit } = useRotateSeed(rotate);
  if (!fair) return null;
  return (
    <details className="fair" data-testid="fair-panel">
      <summary>{t('fair.title')}</summary>
      <p className="fair__explain">{t('fair.explain')}</p>
      <dl>
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="mono" data-testid="fair-hash">
          {fair.active.serverSeedHash}
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd data-testid="fair-nonce">{fair.active.nonce}</dd>
      </dl>
      <label className="field">
        <span>{t('fair.clientSeed')}</span>
        <input
          value={clientSeed}
          placeholder={fair.active.clientSeed}
          maxLength={64}
          onChange={(e) => setClientSeed(e.target.value)}
          data-testid="fair-client-seed"
        />
      </label>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={() => void submit(fair.active.clientSeed)}
        data-testid="fair-rotate"
      >
        {t('fair.rotate')}
      </button>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      <RevealedSeeds revealed={fair.revealed} />
      <a className="link" href={`/verify?lang=${lang}`} target="_blank" rel="noreferrer">
        {t('fair.verifyPage')}
      </a>
    </details>
  );
}
