import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { HUMAN_PROOF_HEADER, type HumanCheck } from '@app/contract';
import { useSystemStatus } from '../system-status/use-system-status';
import { fetchPowChallenge } from './fetch-challenge';
import { ProviderWidget, WidgetTokens } from './provider-widget';
import { solvePow } from './solve-pow';

/** Headers that prove a person sent the call; asked for once per attempt (each proof is accepted once). */
export type ProofHeaders = () => Promise<Record<string, string>>;

/** Older servers publish no check: they run the proof of work. */
const DEFAULT_CHECK: HumanCheck = { provider: 'altcha', siteKey: null };
/** A proof this close to its challenge's expiry is not sent: a new one is solved instead. */
const EXPIRY_MARGIN_MS = 30_000;

interface Prepared {
  proof: string;
  expiresAtMs: number;
}

async function preparePow(): Promise<Prepared> {
  const challenge = await fetchPowChallenge();
  return { proof: await solvePow(challenge), expiresAtMs: (challenge.parameters.expiresAt ?? Infinity) * 1000 };
}

/**
 * The human check of the account forms (registration, login, SMS code,
 * forgot password). With the self-hosted proof of work nothing is shown: a
 * challenge is fetched and solved in the background as the form mounts, and
 * again after each use, so a submit rarely waits. With Turnstile or hCaptcha
 * `widget` is their widget, for the form to render.
 */
export function useHumanProof(): { proofHeaders: ProofHeaders; widget: ReactNode } {
  const check = useSystemStatus()?.humanCheck ?? DEFAULT_CHECK;
  const tokens = useMemo(() => new WidgetTokens(), []);
  const next = useRef<Promise<Prepared> | null>(null);

  const prepare = useCallback(() => {
    const promise = preparePow();
    // Failures surface when the proof is taken, not as unhandled rejections.
    promise.catch(() => undefined);
    next.current = promise;
    return promise;
  }, []);

  const usesPow = check.provider === 'altcha';
  useEffect(() => {
    if (usesPow) prepare();
  }, [usesPow, prepare]);

  const takePow = useCallback(async () => {
    const waiting = next.current ?? prepare();
    next.current = null;
    let prepared = await waiting.catch(() => null);
    if (!prepared || prepared.expiresAtMs - EXPIRY_MARGIN_MS < Date.now()) prepared = await preparePow();
    prepare();
    return prepared.proof;
  }, [prepare]);

  const proofHeaders = useCallback(
    async () => ({ [HUMAN_PROOF_HEADER]: usesPow ? await takePow() : await tokens.take() }),
    [usesPow, takePow, tokens],
  );
  const widget =
    check.provider !== 'altcha' && check.siteKey ? (
      <ProviderWidget provider={check.provider} siteKey={check.siteKey} tokens={tokens} />
    ) : null;
  return { proofHeaders, widget };
}
