import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInstantBust, shownCrashCents } from '../../../../src/engines/crash/crash-formula';
import { formatCrashCents } from '../../i18n/numbers';
import { checkCrashHash, isRoundHash, type CrashCheck } from './crash-verify';

export interface CrashVerifierProps {
  /** The room's published terminating hash (editable: a player may paste the one they noted). */
  terminatingHash?: string;
  /** A round hash to check at once (a round picked in the game). */
  hash?: string;
  /** How far forward to hash before giving up: the chain's length. */
  maxSteps?: number;
}

/**
 * Crash verification, computed in the browser: a revealed round hash gives
 * its crash point (crash-formula.ts) and must hash forward (SHA-256 of the
 * previous 32 bytes) to the published terminating hash; the number of steps
 * is the round's number in the chain. A tampered hash never gets there.
 */
export function CrashVerifier({ terminatingHash = '', hash = '', maxSteps = 100_000 }: CrashVerifierProps) {
  const { t, i18n } = useTranslation();
  const [roundHash, setRoundHash] = useState(hash);
  const [terminating, setTerminating] = useState(terminatingHash);
  const [result, setResult] = useState<CrashCheck | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => setRoundHash(hash), [hash]);
  useEffect(() => setTerminating(terminatingHash), [terminatingHash]);

  const verify = async () => {
    setResult(null);
    const [h, end] = [roundHash.trim().toLowerCase(), terminating.trim().toLowerCase()];
    if (!isRoundHash(h) || !isRoundHash(end)) return setInvalid(true);
    setInvalid(false);
    setProgress(0);
    try {
      setResult(await checkCrashHash(h, end, maxSteps, setProgress));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="crash-verifier" data-testid="crash-verifier" aria-label={t('crash.verify.title')}>
      <h2>{t('crash.verify.title')}</h2>
      <p className="crash-verifier__how">{t('crash.verify.how')}</p>
      <label>
        <small>{t('crash.verify.hash')}</small>
        <input value={roundHash} onChange={(e) => setRoundHash(e.target.value)} spellCheck={false} data-testid="verify-hash" />
      </label>
      <label>
        <small>{t('crash.verify.terminating')}</small>
        <input value={terminating} onChange={(e) => setTerminating(e.target.value)} spellCheck={false} data-testid="verify-terminating" />
      </label>
      <button type="button" className="primary" onClick={() => void verify()} disabled={progress !== null} data-testid="verify-run">
        {progress !== null ? t('crash.verify.running', { steps: progress }) : t('crash.verify.run')}
      </button>
      {invalid ? (
        <p className="notice notice--error" role="alert">
          {t('crash.verify.invalid')}
        </p>
      ) : null}
      {result ? (
        <dl className="crash-verifier__result" data-testid="verify-result" data-valid={result.steps !== null}>
          <dt>{t('crash.verify.crashPoint')}</dt>
          <dd data-testid="verify-crash">
            {formatCrashCents(shownCrashCents(result.crashCents), i18n.language)}
            {isInstantBust(result.crashCents) ? ` · ${t('crash.instantBust')}` : ''}
          </dd>
          <dt>{t('crash.verify.chain')}</dt>
          <dd data-testid="verify-chain">
            {result.steps !== null ? t('crash.verify.reached', { steps: result.steps }) : t('crash.verify.notReached', { steps: maxSteps })}
          </dd>
        </dl>
      ) : null}
      <details className="crash-verifier__formula">
        <summary>{t('crash.verify.formulaTitle')}</summary>
        <p>{t('crash.verify.formula')}</p>
      </details>
    </section>
  );
}
