import type { PowChallenge } from '@app/contract';
import { solveChallenge, solveChallengeWorkers, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { ApiError } from '../api/api-error';

/** Far above what a slow phone needs at the default difficulty; a stuck solve ends as a failed check. */
const SOLVE_TIMEOUT_MS = 60_000;
/** Threads share the tries; more than a few only cost start-up on phones. */
const MAX_WORKERS = 4;

function inWorkers(challenge: PowChallenge): Promise<Solution | null> {
  return solveChallengeWorkers({
    challenge,
    concurrency: Math.min(navigator.hardwareConcurrency || 2, MAX_WORKERS),
    createWorker: () => new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' }),
    timeout: SOLVE_TIMEOUT_MS,
  });
}

/**
 * Solves a challenge off the main thread, so typing stays smooth; on the page
 * itself where workers are missing or refused (old browsers, unit tests).
 * Answers the x-human-proof value: the ALTCHA payload, base64 JSON.
 */
export async function solvePow(challenge: PowChallenge): Promise<string> {
  const onPage = () => solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  const solution = typeof Worker === 'undefined' ? await onPage() : await inWorkers(challenge).catch(onPage);
  if (!solution) throw new ApiError('captcha.proof.invalid', '');
  return btoa(JSON.stringify({ challenge, solution }));
}
