import { createHash, randomBytes } from 'node:crypto';
import type { Launch, LaunchQuery, Language } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { findGame, type CatalogueDeps } from './catalogue.service.js';
import type { CatalogueGame, CatalogueSnapshot } from './catalogue-snapshot.js';
import * as tokens from './launch-tokens.repository.js';
import { addRecent } from './member-games.service.js';
import * as protection from '../protection/protection.service.js';

/** A launch token must be redeemed by the game server within this time, once. */
export const LAUNCH_TOKEN_TTL_MS = 60_000;

export interface LaunchDeps extends CatalogueDeps {
  gamesPublicUrl: string;
}

export interface Launcher {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The game a launch names: our nodeId first, else the vendor's game id (or the room), with the vendor when given. */
function gameOf(snapshot: CatalogueSnapshot, query: LaunchQuery): CatalogueGame | undefined {
  if (query.nodeId) return findGame(snapshot, query.nodeId);
  const code = query.gameId ?? query.roomId;
  if (!code) return undefined;
  return snapshot.games.find((g) => g.gameCode === code && (!query.vassalage || g.vendor === query.vassalage));
}

/**
 * Launch version 3: checks the game is offered and playable by this member,
 * issues a single-use launch token and answers the game server's URL with
 * it. The game server trades the token for the player through the seamless
 * wallet; the token alone moves no money.
 */
export async function launchGame(deps: LaunchDeps, member: Launcher, query: LaunchQuery, language: Language): Promise<Launch> {
  const snapshot = await deps.catalogue.get(member.merchantId);
  const game = gameOf(snapshot, query);
  if (!game) throw new AppError('game.not.found');
  if (member.isTrial && !game.supportPlay) throw new AppError('game.trial.unsupported');
  if (!member.isTrial) await protection.checkPlay(deps, member);
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const currency = member.isTrial ? 'PLAY' : 'BRL';
  await tokens.insertToken(deps.db, {
    tokenHash: hashToken(token),
    merchantId: member.merchantId,
    memberId: member.memberId,
    gameId: game.id,
    currency,
    expiresAt: new Date(now + LAUNCH_TOKEN_TTL_MS),
  });
  await addRecent(deps, member, String(game.id));
  const url = new URL('/launch', deps.gamesPublicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  if (query.matchId) url.searchParams.set('matchId', query.matchId);
  return { url: url.toString(), nodeId: String(game.id), gameName: game.api[language].displayName, currency };
}

export async function redeemLaunchToken(deps: CatalogueDeps, token: string) {
  return tokens.redeemToken(deps.db, hashToken(token), new Date(deps.clock()));
}

/** What the seamless wallet's authenticate tells the game server about a redeemed launch. */
export interface RedeemedLaunch {
  merchantId: number;
  memberId: number;
  currency: string;
  game: {
    nodeId: string;
    vendor: string;
    gameCode: string;
    engine: string;
    engineConfig: string | null;
    names: { pt: string; en: string };
    minBet: string;
  };
}

/** Redeems a launch token once; undefined when it is unknown, used, expired, or its game is no longer offered. */
export async function redeemLaunch(deps: CatalogueDeps, token: string): Promise<RedeemedLaunch | undefined> {
  const row = await redeemLaunchToken(deps, token);
  if (!row) return undefined;
  const game = findGame(await deps.catalogue.get(row.merchantId), row.gameId);
  if (!game) return undefined;
  return {
    merchantId: row.merchantId,
    memberId: row.memberId,
    currency: row.currency,
    game: {
      nodeId: String(game.id),
      vendor: game.vendor,
      gameCode: game.gameCode,
      engine: game.engine,
      engineConfig: game.engineConfig,
      names: { pt: game.api.pt.displayName, en: game.api.en.displayName },
      minBet: game.api.pt.minBet,
    },
  };
}
