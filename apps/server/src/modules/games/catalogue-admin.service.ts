import {
  forbiddenGameTypes,
  formatMinor,
  formatRtp,
  gameTypes,
  type GameType,
  type OperatorGame,
  type OperatorGamePatch,
  type OperatorGamesQuery,
  type OperatorGameTypes,
  type OperatorVendor,
  type OperatorVendorPatch,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { getSettings } from '../merchants/merchants.service.js';
import * as admin from './catalogue-admin.repository.js';
import * as repository from './catalogue.repository.js';
import type { CatalogueDeps } from './catalogue.service.js';

async function typesOff(deps: CatalogueDeps, merchantId: number) {
  const { gameTypesOff, jurisdiction } = await getSettings(deps.db, merchantId, ['gameTypesOff', 'jurisdiction']);
  return { chosen: gameTypesOff, forbidden: [...forbiddenGameTypes(jurisdiction)] };
}

function toOperatorGame(row: admin.AdminGameRow, off: ReadonlySet<string>): OperatorGame {
  const g = row.game;
  // A game whose vendor the merchant never listed shows (the lobby treats it the same way).
  const vendorEnabled = row.vendorEnabled ?? true;
  const typeOff = off.has(g.gameType);
  return {
    id: g.id,
    vendor: g.vendor,
    vendorName: row.vendorName ?? g.vendor,
    gameCode: g.gameCode,
    gameType: g.gameType as GameType,
    classify: g.classify,
    engine: g.engine,
    engineConfig: g.engineConfig,
    nameEn: row.nameEn ?? g.gameCode,
    namePt: row.namePt ?? row.nameEn ?? g.gameCode,
    minBet: formatMinor(g.minBetMinor),
    rtp: g.rtpBp === null ? null : formatRtp(g.rtpBp),
    sort: g.sort,
    hotRank: g.hotRank,
    isNew: g.isNew,
    isTop: g.isTop,
    enabled: g.enabled,
    demo: g.demo,
    vendorEnabled,
    typeOff,
    inLobby: g.enabled && vendorEnabled && !typeOff,
  };
}

async function offSet(deps: CatalogueDeps, merchantId: number): Promise<Set<string>> {
  const { chosen, forbidden } = await typesOff(deps, merchantId);
  return new Set([...chosen, ...forbidden]);
}

export async function listGames(deps: CatalogueDeps, merchantId: number, query: OperatorGamesQuery) {
  const [{ rows, total }, off] = await Promise.all([admin.listGames(deps.db, merchantId, query), offSet(deps, merchantId)]);
  return { list: rows.map((row) => toOperatorGame(row, off)), total };
}

export async function getGame(deps: CatalogueDeps, merchantId: number, id: number): Promise<OperatorGame> {
  const row = await admin.findGame(deps.db, merchantId, id);
  if (!row) throw new AppError('game.not.found');
  return toOperatorGame(row, await offSet(deps, merchantId));
}

/**
 * One game's switch, order, hot rank or labels. The catalogue version moves in the same transaction, so every
 * server process rebuilds the lobby within a second; this one at once.
 */
export async function patchGame(deps: CatalogueDeps, merchantId: number, id: number, patch: OperatorGamePatch): Promise<OperatorGame> {
  const found = await deps.db.transaction(async (tx) => {
    if (!(await admin.updateGame(tx, merchantId, id, patch))) return false;
    await repository.bumpVersion(tx, merchantId);
    return true;
  });
  if (!found) throw new AppError('game.not.found');
  deps.catalogue.invalidate(merchantId);
  return getGame(deps, merchantId, id);
}

export async function listVendors(deps: CatalogueDeps, merchantId: number): Promise<OperatorVendor[]> {
  return admin.listVendors(deps.db, merchantId);
}

export async function getVendor(deps: CatalogueDeps, merchantId: number, code: string): Promise<OperatorVendor> {
  const vendor = (await admin.listVendors(deps.db, merchantId)).find((v) => v.code === code);
  if (!vendor) throw new AppError('game.vendor.not.found');
  return vendor;
}

/** A vendor switched off hides every game of it from the lobby (and its launch); its games keep their own switches. */
export async function patchVendor(deps: CatalogueDeps, merchantId: number, code: string, patch: OperatorVendorPatch) {
  const found = await deps.db.transaction(async (tx) => {
    if (!(await admin.updateVendor(tx, merchantId, code, patch))) return false;
    await repository.bumpVersion(tx, merchantId);
    return true;
  });
  if (!found) throw new AppError('game.vendor.not.found');
  deps.catalogue.invalidate(merchantId);
  return getVendor(deps, merchantId, code);
}

/** Every game type with its count, the merchant's switched-off list and what its jurisdiction forbids. */
export async function gameTypesOverview(deps: CatalogueDeps, merchantId: number): Promise<OperatorGameTypes> {
  const [{ chosen, forbidden }, counts] = await Promise.all([typesOff(deps, merchantId), admin.countByType(deps.db, merchantId)]);
  const byType = new Map(counts.map((c) => [c.gameType, c.games]));
  return {
    gameTypesOff: chosen,
    forbidden,
    counts: gameTypes.map((gameType) => ({ gameType, games: byType.get(gameType) ?? 0 })),
  };
}
