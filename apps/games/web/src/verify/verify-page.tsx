import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sha256Hex, type FairSeeds } from '../fair/derive';
import { verifiers } from './verifiers';

const parseParams = (text: string | null): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The verification page: the player enters (or a recall link fills in) the
 * seeds and nonce of a bet; its outcome is recomputed in this browser by the
 * same derivation code the server dealt it with, and the server seed is
 * checked against the hash published before the bet.
 */
export function VerifyPage({ lang }: { lang: 'pt' | 'en' }) {
  const { t } = useTranslation();
  const query = useMemo(() => new URLSearchParams(window.location.search), []);
  const [engine, setEngine] = useState(verifiers[query.get('engine') ?? ''] ? query.get('engine')! : 'dice');
  const [serverSeed, setServerSeed] = useState(query.get('serverSeed') ?? '');
  const [hash, setHash] = useState(query.get('hash') ?? '');
  const [clientSeed, setClientSeed] = useState(query.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(query.get('nonce') ?? '0');
  const [params, setParams] = useState(() => parseParams(query.get('params')));
  const verifier = verifiers[engine]!;
  const seeds: FairSeeds | null =
    serverSeed && clientSeed && /^\d{1,9}$/.test(nonce)
      ? { serverSeed: serverSeed.trim(), clientSeed: clientSeed.trim(), nonce: Number(nonce) }
      : null;
  const computedHash = serverSeed ? sha256Hex(serverSeed.trim()) : '';
  const hashOk = hash.trim() ? computedHash === hash.trim().toLowerCase() : null;

  return (
    <main className="game verify" data-testid="verify-page">
      <header className="game-header">
        <div className="game-header__title">
          <h1>{t('verify.title')}</h1>
          <p className="verify__intro">{t('verify.intro')}</p>
        </div>
      </header>
      <section className="panel form">
        <label className="field">
          <span>{t('verify.game')}</span>
          <select value={engine} onChange={(e) => (setEngine(e.target.value), setParams({}))} data-testid="verify-engine">
            {Object.keys(verifiers).map((key) => (
              <option key={key} value={key}>
                {t(`verify.engines.${key}`, { defaultValue: key })}
              </option>
            ))}
          </select>
        </label>
        {verifier.usesSeeds ? (
          <>
            <label className="field">
              <span>{t('fair.serverSeed')}</span>
              <input className="mono" value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} data-testid="verify-server-seed" />
            </label>
            <label className="field">
              <span>{t('verify.committedHash')}</span>
              <input className="mono" value={hash} onChange={(e) => setHash(e.target.value)} data-testid="verify-hash" />
            </label>
            {computedHash ? <p className="mono verify__hash">SHA-256: {computedHash}</p> : null}
            {hashOk !== null ? (
              <p className={`notice ${hashOk ? 'notice--ok' : 'notice--error'}`} data-testid="verify-hash-check">
                {t(hashOk ? 'verify.hashMatches' : 'verify.hashMismatch')}
              </p>
            ) : null}
            <label className="field">
              <span>{t('fair.clientSeed')}</span>
              <input value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} data-testid="verify-client-seed" />
            </label>
            <label className="field">
              <span>Nonce</span>
              <input inputMode="numeric" value={nonce} onChange={(e) => setNonce(e.target.value)} data-testid="verify-nonce" />
            </label>
          </>
        ) : null}
      </section>
      <section className="panel" aria-live="polite">
        <h2>{t('verify.result')}</h2>
        <verifier.Component seeds={seeds} params={params} setParams={setParams} query={query} lang={lang} />
      </section>
    </main>
  );
}
