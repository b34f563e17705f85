import {
  esportsVendors,
  formatMinor,
  formatRtp,
  gameTypes,
  languages,
  type Game,
  type GameEngine,
  type GameType,
  type Language,
  type VendorEntry,
  type VendorStructure,
} from '@app/contract';
import type { GameRow, VendorRow } from './catalogue.repository.js';
import { defaultEmblem, gameArtUrl, vendorArtUrl } from './art-urls.js';

/** One game as the lists serve it, with its answer per language built once. */
export interface CatalogueGame {
  id: number;
  vendor: string;
  gameCode: string;
  gameType: GameType;
  category: string;
  classify: string | null;
  minBetMinor: bigint;
  lines: number | null;
  /** Hundredths of a percent; null when the vendor states none. */
  rtpBp: number | null;
  isNew: boolean;
  hotRank: number | null;
  supportPlay: boolean;
  engine: GameEngine;
  engineConfig: string | null;
  /** Accent- and case-folded names per language, for search. */
  search: Record<Language, string>;
  api: Record<Language, Game>;
  /** `api` serialised once: a page of the list is these joined, not 35 objects stringified per request. */
  json: Record<Language, string>;
}

/**
 * A merchant's catalogue in memory: the enabled games of the types it offers,
 * in list order, with the hot list and the vendor structure derived once.
 * Lists are filters over it; the database is read only when the version moves.
 */
export interface CatalogueSnapshot {
  version: number;
  games: CatalogueGame[];
  byId: Map<number, CatalogueGame>;
  /** Rounds name games by code; the vendor that reports them may be the engine's, not the catalogue's. */
  byCode: Map<string, CatalogueGame[]>;
  hot: CatalogueGame[];
  structure: VendorStructure;
  /** Display names of the catalogue's vendors by code (the vendor structure's and the betting record's). */
  vendorNames: Map<string, string>;
}

export interface SnapshotSource {
  version: number;
  games: GameRow[];
  names: Array<{ gameId: number; language: string; name: string; searchName: string }>;
  vendors: VendorRow[];
  typesOff: readonly string[];
}

/** ESPORTS and PGE are menu categories of their own (SPEC §4 vendor grouping), not types. */
function categoryOf(row: GameRow): string {
  return row.gameType === 'SPORTS' && (esportsVendors as readonly string[]).includes(row.vendor) ? 'ESPORTS' : row.gameType;
}

function toGame(row: GameRow, name: string, baseName: string): Game {
  const icon = row.iconUrl ?? gameArtUrl(defaultEmblem({ ...row, engine: row.engine as GameEngine }), row.vendor, row.gameCode);
  return {
    gameId: row.gameCode,
    nodeId: String(row.id),
    nodeName: baseName,
    roomId: null,
    gameName: baseName,
    displayName: name,
    gameType: row.gameType as GameType,
    gameCategory: categoryOf(row),
    vassalage: row.vendor,
    gameClassify: row.classify,
    minBet: formatMinor(row.minBetMinor),
    lines: row.lines,
    rtp: row.rtpBp === null ? null : formatRtp(row.rtpBp),
    mobileLargeIcon: icon,
    showIcon: icon,
    iconUrl: icon,
    isNew: row.isNew ? 1 : 0,
    isTop: row.isTop ? 1 : 0,
    supportPlay: row.supportPlay ? 1 : 0,
    demo: row.demo,
  };
}

/**
 * How a vendor is named to players: its catalogue name, its code when it has none. The lobby (vendor structure,
 * game information) and the betting record both name vendors through this, so a round reads as its tile did.
 */
export const vendorDisplayName = (code: string, vendor: Pick<VendorRow, 'name'> | undefined): string => vendor?.name || code;

function vendorStructure(games: CatalogueGame[], vendors: VendorRow[]): VendorStructure {
  const vendorOrder = new Map(vendors.map((v, i) => [v.code, i]));
  const vendorInfo = new Map(vendors.map((v) => [v.code, v]));
  const gameTypesMap: Record<string, string[]> = {};
  const sorting: VendorStructure['sorting'] = [];
  for (const type of gameTypes) {
    const ofType = games.filter((g) => g.gameType === type);
    if (!ofType.length) continue;
    const byVendor = new Map<string, CatalogueGame[]>();
    for (const g of ofType) byVendor.set(g.vendor, [...(byVendor.get(g.vendor) ?? []), g]);
    const codes = [...byVendor.keys()].sort((a, b) => (vendorOrder.get(a) ?? 1e9) - (vendorOrder.get(b) ?? 1e9) || a.localeCompare(b));
    gameTypesMap[type] = codes;
    const entries: VendorEntry[] = codes.map((code) => {
      const list = byVendor.get(code)!;
      const counts = new Map<string, number>();
      for (const g of list) if (g.classify) counts.set(g.classify, (counts.get(g.classify) ?? 0) + 1);
      const info = vendorInfo.get(code);
      return {
        vassalage: code,
        name: vendorDisplayName(code, info),
        iconUrl: info?.iconUrl ?? vendorArtUrl(code),
        classifies: [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c),
        gameCount: list.length,
      };
    });
    sorting.push({ gameCategory: type, vendorNames: entries });
  }
  return { gameTypes: gameTypesMap, sorting };
}

export function buildSnapshot(source: SnapshotSource): CatalogueSnapshot {
  const namesOf = new Map<number, Map<string, { name: string; searchName: string }>>();
  for (const n of source.names) {
    let names = namesOf.get(n.gameId);
    if (!names) namesOf.set(n.gameId, (names = new Map()));
    names.set(n.language, n);
  }
  const enabledVendors = new Set(source.vendors.filter((v) => v.enabled).map((v) => v.code));
  const knownVendors = new Set(source.vendors.map((v) => v.code));
  const games: CatalogueGame[] = [];
  for (const row of source.games) {
    // A vendor the operator switched off hides its games; a vendor never listed does not.
    if (!row.enabled || source.typesOff.includes(row.gameType) || (knownVendors.has(row.vendor) && !enabledVendors.has(row.vendor)))
      continue;
    const names = namesOf.get(row.id);
    const base = names?.get('en')?.name ?? row.gameCode;
    const api = {} as Record<Language, Game>;
    const search = {} as Record<Language, string>;
    for (const language of languages) {
      const own = names?.get(language);
      api[language] = toGame(row, own?.name ?? base, base);
      search[language] = own?.searchName ?? base.toLowerCase();
    }
    games.push({
      id: row.id,
      vendor: row.vendor,
      gameCode: row.gameCode,
      gameType: row.gameType as GameType,
      category: categoryOf(row),
      classify: row.classify,
      minBetMinor: row.minBetMinor,
      lines: row.lines,
      rtpBp: row.rtpBp,
      isNew: row.isNew,
      hotRank: row.hotRank,
      supportPlay: row.supportPlay,
      engine: row.engine as GameEngine,
      engineConfig: row.engineConfig,
      search,
      api,
      json: Object.fromEntries(languages.map((l) => [l, JSON.stringify(api[l])])) as Record<Language, string>,
    });
  }
  const hot = games.filter((g) => g.hotRank !== null).sort((a, b) => a.hotRank! - b.hotRank! || a.id - b.id);
  const byCode = new Map<string, CatalogueGame[]>();
  for (const g of games) byCode.set(g.gameCode, [...(byCode.get(g.gameCode) ?? []), g]);
  return {
    version: source.version,
    games,
    byId: new Map(games.map((g) => [g.id, g])),
    byCode,
    hot,
    structure: vendorStructure(games, source.vendors),
    vendorNames: new Map(source.vendors.map((v) => [v.code, vendorDisplayName(v.code, v)])),
  };
}
