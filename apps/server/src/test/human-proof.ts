import { API, HUMAN_PROOF_HEADER, type PowChallenge } from '@app/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** The app under test: a TestApp, or anything holding its Fastify instance (test-app.ts imports this file). */
type AppUnderTest = { app: FastifyInstance };

/** Test apps ask for this few PBKDF2 tries (the default costs a browser about a second). */
export const TEST_POW_DIFFICULTY = 8;

let addressCounter = 0;
/** Challenges are fetched from addresses of their own, so they never count against the per-address limits a test is about. */
const challengeIp = () => `10.250.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

/** The x-human-proof value for a solved challenge, as the web client sends it (the ALTCHA payload: base64 JSON). */
export async function solvePow(challenge: PowChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof-of-work challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function fetchChallenge(t: AppUnderTest): Promise<PowChallenge> {
  const res = await t.app.inject({ method: 'GET', url: API.captchaChallenge, remoteAddress: challengeIp() });
  if (res.statusCode !== 200) throw new Error(`challenge refused: ${res.body}`);
  return res.json().value as PowChallenge;
}

/** A fresh proof for one guarded call: really solved, so every test that registers or logs in goes through the guard. */
export async function humanProof(t: AppUnderTest): Promise<string> {
  return solvePow(await fetchChallenge(t));
}

export async function humanProofHeaders(t: AppUnderTest): Promise<Record<string, string>> {
  return { [HUMAN_PROOF_HEADER]: await humanProof(t) };
}
