import { randomBytes } from 'node:crypto';
import type { GamesDb } from '../db/client.js';
import { sha256Hex, type FairSeeds } from './fair-rng.js';
import * as repository from './seeds.repository.js';

const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');

/** The player's active seed pair, created on first use with a random client seed the player may change. */
async function activeOrNew(db: GamesDb, playerId: string, clientSeed = newClientSeed()) {
  for (;;) {
    const active = await repository.activeSeed(db, playerId);
    if (active) return active;
    const serverSeed = newServerSeed();
    await repository.insertSeed(db, {
      id: randomBytes(12).toString('hex'),
      playerId,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed,
    });
  }
}

/** What a player may see of the active pair: the commitment, never the server seed itself. */
export async function seedCommitment(db: GamesDb, playerId: string) {
  const seed = await activeOrNew(db, playerId);
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

/** The seeds of the player's next bet (the nonce is taken), with the commitment stored in the round for later proof. */
export async function seedsForBet(db: GamesDb, playerId: string): Promise<FairSeeds & { serverSeedHash: string; seedId: string }> {
  for (;;) {
    const seed = await activeOrNew(db, playerId);
    const nonce = await repository.takeNonce(db, seed.id);
    if (nonce !== undefined)
      return { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce, serverSeedHash: seed.serverSeedHash, seedId: seed.id };
  }
}

/** The seeds a bet was dealt with (a multi-step round derives its outcome again at each step). */
export async function seedsOfBet(db: GamesDb, playerId: string, seedId: string, nonce: number): Promise<FairSeeds> {
  const seed = await repository.seedById(db, seedId);
  if (!seed || seed.playerId !== playerId) throw new Error(`seed ${seedId} is not the player's`);
  return { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce };
}

/**
 * Reveals the active server seed (so every bet made with it can be checked)
 * and starts a new pair with the client seed the player chose.
 */
export async function rotateSeeds(db: GamesDb, playerId: string, clientSeed?: string) {
  const current = await activeOrNew(db, playerId);
  await repository.retireSeed(db, current.id);
  const next = await activeOrNew(db, playerId, clientSeed);
  return {
    revealed: {
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      nonces: current.nonce,
    },
    next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
  };
}

export async function revealedHistory(db: GamesDb, playerId: string) {
  const rows = await repository.revealedSeeds(db, playerId, 20);
  return rows.map((r) => ({
    serverSeed: r.serverSeed,
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonces: r.nonce,
    revealedAt: r.revealedAt?.toISOString() ?? null,
  }));
}
