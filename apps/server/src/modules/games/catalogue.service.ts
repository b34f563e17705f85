import { NEW_CLASSIFY, parseMoney, type GameListParams, type Language } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { effectiveGameTypesOff } from '../merchants/jurisdiction.js';
import { buildSnapshot, type CatalogueGame, type CatalogueSnapshot } from './catalogue-snapshot.js';
import * as repository from './catalogue.repository.js';
import { searchFold } from './search-fold.js';

export interface CatalogueDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueCache;
}

/** How stale another process's catalogue change may be before this process sees it. */
export const VERSION_CHECK_MS = 1_000;

interface Entry {
  snapshot: CatalogueSnapshot;
  checkedAt: number;
}

/**
 * Per-process catalogues. A read older than VERSION_CHECK_MS asks the
 * database for the version (one indexed row) and reloads only when it moved;
 * concurrent readers share one check and one reload. The checks, every second
 * in every process, read `reads` (readDb: the replica when there is one); a
 * reload reads the primary, its version with its rows, so a snapshot never
 * holds rows older than the version it is labelled with, and this process
 * reads its own catalogue writes back at once.
 */
export function createCatalogueCache(db: Db, clock: Clock, reads: Db = db) {
  const entries = new Map<number, Entry>();
  const pending = new Map<number, Promise<CatalogueSnapshot>>();
  // A refresh that started before an invalidation must not store what it read.
  let generation = 0;

  async function load(merchantId: number, version: number): Promise<CatalogueSnapshot> {
    const [games, names, vendors, typesOff] = await Promise.all([
      repository.selectGames(db, merchantId),
      repository.selectNames(db, merchantId),
      repository.selectVendors(db, merchantId),
      // The one place the lists learn what is off: the merchant's choice and what its jurisdiction forbids.
      effectiveGameTypesOff(db, merchantId),
    ]);
    return buildSnapshot({ version, games, names, vendors, typesOff });
  }

  /** The version to hold: the snapshot's own while the check on `reads` finds nothing newer, else the primary's. */
  async function currentVersion(merchantId: number, entry: Entry | undefined): Promise<number> {
    if (entry) {
      const seen = await repository.catalogueVersion(reads, merchantId);
      // Versions only grow: a replica behind what this process already holds does not take the lists back.
      if (seen <= entry.snapshot.version) return entry.snapshot.version;
      if (reads === db) return seen;
    }
    return repository.catalogueVersion(db, merchantId);
  }

  async function refresh(merchantId: number, entry: Entry | undefined): Promise<CatalogueSnapshot> {
    const started = generation;
    const version = await currentVersion(merchantId, entry);
    const snapshot = entry && entry.snapshot.version === version ? entry.snapshot : await load(merchantId, version);
    if (started === generation) entries.set(merchantId, { snapshot, checkedAt: clock() });
    return snapshot;
  }

  return {
    get(merchantId: number): Promise<CatalogueSnapshot> {
      const entry = entries.get(merchantId);
      if (entry && clock() - entry.checkedAt < VERSION_CHECK_MS) return Promise.resolve(entry.snapshot);
      let loading = pending.get(merchantId);
      if (!loading) {
        loading = refresh(merchantId, entry).finally(() => pending.delete(merchantId));
        pending.set(merchantId, loading);
      }
      return loading;
    },
    /** A setting the lists are built from changed inside `tx` (types off, jurisdiction): every process reloads them. */
    settingChanged(tx: Db, merchantId: number): Promise<void> {
      return repository.bumpVersion(tx, merchantId);
    },
    /** This process wrote the catalogue (or a setting it depends on): read it again at once. */
    invalidate(merchantId: number): void {
      generation += 1;
      entries.delete(merchantId);
      pending.delete(merchantId);
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

export function pageOf<T>(items: T[], pageNo: number, pageSize: number) {
  const totalPages = Math.ceil(items.length / pageSize);
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages, total: items.length };
}

type ListFilter = Omit<GameListParams, 'pageNo' | 'pageSize' | 'language'>;

/** The filters of the game-list call; every one optional, all of them combined. */
export function matchesFilter(filter: ListFilter, language: Language) {
  const needle = filter.gameName ? searchFold(filter.gameName) : '';
  const minBet = filter.minBet ? parseMoney(filter.minBet) : undefined;
  const isNewOnly = filter.isNew === 1 || filter.gameClassify === NEW_CLASSIFY;
  const classify = filter.gameClassify && filter.gameClassify !== NEW_CLASSIFY ? filter.gameClassify.toLowerCase() : undefined;
  return (g: CatalogueGame) =>
    (!filter.gameType || g.gameType === filter.gameType) &&
    (!filter.vassalage || g.vendor === filter.vassalage) &&
    (!classify || g.classify?.toLowerCase() === classify) &&
    (!isNewOnly || g.isNew) &&
    (minBet === undefined || g.minBetMinor === minBet) &&
    (!filter.minLine || (g.lines ?? 0) >= filter.minLine) &&
    (!needle || g.search[language].includes(needle));
}

/** A game page (SPEC §3) as JSON text, from the games serialised when the snapshot was built. */
export function listGamesJson(
  snapshot: CatalogueSnapshot,
  query: ListFilter & { pageNo: number; pageSize: number },
  language: Language,
): string {
  const matching = snapshot.games.filter(matchesFilter(query, language));
  const page = pageOf(matching, query.pageNo, query.pageSize);
  const games = page.items.map((g) => g.json[language]).join(',');
  return `{"games":[${games}],"pageNum":${page.pageNum},"totalPages":${page.totalPages},"total":${page.total}}`;
}

export function hotGamesJson(snapshot: CatalogueSnapshot, language: Language): string {
  return `[${snapshot.hot.map((g) => g.json[language]).join(',')}]`;
}

/** A game a member may open or mark: enabled, of a type the merchant offers. */
export function findGame(snapshot: CatalogueSnapshot, nodeId: string | number): CatalogueGame | undefined {
  const id = Number(nodeId);
  return Number.isSafeInteger(id) ? snapshot.byId.get(id) : undefined;
}

/**
 * The catalogue game a round was played on. In-house engines play games of
 * several catalogue vendors under their own seamless vendor, so the code
 * decides, and the vendor only when two vendors share a code.
 */
export function gameOfRound(snapshot: CatalogueSnapshot, round: { vendor: string; gameCode: string }): CatalogueGame | undefined {
  const candidates = snapshot.byCode.get(round.gameCode);
  if (!candidates) return undefined;
  return candidates.length === 1 ? candidates[0] : candidates.find((g) => g.vendor === round.vendor);
}

/**
 * How the betting record names the game and vendor of each round: as the lobby does, by the catalogue game the round
 * was played on (an in-house engine reports its own vendor code for games of TA, PP …); a game no longer offered
 * keeps its code and the reporting vendor.
 */
export async function roundGames(
  cache: CatalogueCache,
  merchantId: number,
  rounds: Array<{ vendor: string; gameCode: string }>,
  language: Language,
): Promise<RoundGame[]> {
  const snapshot = await cache.get(merchantId);
  return rounds.map((r) => {
    const game = gameOfRound(snapshot, r);
    const vendor = game?.vendor ?? r.vendor;
    return { gameName: game?.api[language].displayName ?? r.gameCode, vendor, vendorName: snapshot.vendorNames.get(vendor) ?? vendor };
  });
}
export interface RoundGame {
  gameName: string;
  /** The catalogue vendor's code and display name. */
  vendor: string;
  vendorName: string;
}

/** Codes of the games the catalogue lists under a vendor (the betting record's vendor filter). */
export async function vendorGameCodes(cache: CatalogueCache, merchantId: number, vendor: string): Promise<string[]> {
  const snapshot = await cache.get(merchantId);
  return snapshot.games.filter((g) => g.vendor === vendor).map((g) => g.gameCode);
}
