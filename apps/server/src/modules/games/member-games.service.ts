import type { FavouritePage, GameType, Language, RecentPage } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { findGame, pageOf, type CatalogueDeps } from './catalogue.service.js';
import type { CatalogueGame } from './catalogue-snapshot.js';
import * as repository from './member-games.repository.js';

export const MAX_FAVOURITES = 200;
/** Recent games kept per member. */
export const RECENT_KEEP = 50;

export interface MemberRef {
  merchantId: number;
  memberId: number;
}

async function gameOrThrow(deps: CatalogueDeps, merchantId: number, nodeId: string): Promise<CatalogueGame> {
  const game = findGame(await deps.catalogue.get(merchantId), nodeId);
  if (!game) throw new AppError('game.not.found');
  return game;
}

/** Adding a favourite the member has changes nothing (SPEC §4: add skipped if already favourited). */
export async function addFavourite(deps: CatalogueDeps, member: MemberRef, nodeId: string): Promise<void> {
  const game = await gameOrThrow(deps, member.merchantId, nodeId);
  const result = await repository.addFavourite(deps.db, member, game.id, MAX_FAVOURITES);
  if (result === 'full') throw new AppError('favourite.limit', { max: MAX_FAVOURITES });
}

/** Removing works for games since withdrawn from the catalogue too, so a member can always clean the list. */
export async function removeFavourite(deps: CatalogueDeps, member: MemberRef, nodeId: string): Promise<void> {
  const id = Number(nodeId);
  if (Number.isSafeInteger(id)) await repository.removeFavourite(deps.db, member, id);
}

/** The member's games that are still offered, newest first. */
async function visible(deps: CatalogueDeps, member: MemberRef, ids: number[]): Promise<CatalogueGame[]> {
  const snapshot = await deps.catalogue.get(member.merchantId);
  return ids.map((id) => snapshot.byId.get(id)).filter((g): g is CatalogueGame => g !== undefined);
}

export async function favouriteIds(deps: CatalogueDeps, member: MemberRef, pageNo: number, pageSize: number) {
  const games = await visible(deps, member, await repository.favouriteIds(deps.db, member));
  const page = pageOf(games, pageNo, pageSize);
  return { content: page.items.map((g) => String(g.id)), pageNum: page.pageNum, totalPages: page.totalPages };
}

export async function favouriteList(
  deps: CatalogueDeps,
  member: MemberRef,
  query: { pageNo: number; pageSize: number; gameType?: GameType | undefined },
  language: Language,
): Promise<FavouritePage> {
  const games = (await visible(deps, member, await repository.favouriteIds(deps.db, member))).filter(
    (g) => !query.gameType || g.gameType === query.gameType,
  );
  const page = pageOf(games, query.pageNo, query.pageSize);
  return { content: page.items.map((g) => g.api[language]), pageNum: page.pageNum, totalPages: page.totalPages };
}

export async function addRecent(deps: CatalogueDeps, member: MemberRef, nodeId: string): Promise<void> {
  const game = await gameOrThrow(deps, member.merchantId, nodeId);
  await repository.touchRecent(deps.db, member, game.id, new Date(deps.clock()), RECENT_KEEP);
}

export async function recentList(
  deps: CatalogueDeps,
  member: MemberRef,
  query: { page: number; pageSize: number; gameType?: GameType | undefined; vassalage?: string | undefined },
  language: Language,
): Promise<RecentPage> {
  const games = (await visible(deps, member, await repository.recentIds(deps.db, member))).filter(
    (g) => (!query.gameType || g.gameType === query.gameType) && (!query.vassalage || g.vendor === query.vassalage),
  );
  const page = pageOf(games, query.page, query.pageSize);
  return { list: page.items.map((g) => g.api[language]), totalPages: page.totalPages };
}
