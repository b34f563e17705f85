import { formatRtp, inHouseRtp, rtpBasisPoints, type CatalogueRow, type GameEngine, type GameType } from '@app/contract';
import { gameArtUrl, slugOf as slug } from '../modules/games/art-urls.js';
import type { Emblem } from '../modules/games/art-emblems.js';
import { adjectives, nouns, suffixes, type Adjective, type Noun } from './demo-game-words.js';

/** Vendors of the demo catalogue in menu order; codes from SPEC §9 where it names them, our own otherwise. */
export const demoVendors = [
  { code: 'PGE', name: 'PGE' },
  { code: 'PP', name: 'PP' },
  { code: 'JDB', name: 'JDB' },
  { code: 'FC', name: 'FC' },
  { code: 'TA', name: 'TA' },
  { code: 'INHOUSE', name: 'Demo Originals' },
  { code: 'DBLIVE', name: 'Demo Live' },
  { code: 'DBPVP', name: 'Demo Cards' },
  { code: 'DBSPORT', name: 'Demo Sports' },
  { code: 'TF', name: 'TF Esports' },
  { code: 'IA', name: 'IA Esports' },
  { code: 'DS88', name: 'DS88' },
  { code: 'DIG', name: 'DIG' },
  { code: 'DBLOTT', name: 'Demo Lottery' },
];

/** mulberry32: a small deterministic generator, so every install seeds the same catalogue. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const SLOT_CONFIGS = [
  { config: 'classic-3x3', lines: 5 },
  { config: 'lines-5x3', lines: 20 },
  { config: 'lines-5x4', lines: 40 },
  { config: 'ways-5x3', lines: 243 },
];
const MIN_BETS = ['0.01', '0.05', '0.10', '0.10', '0.50', '0.50', '0.75', '1.00'];

interface Named {
  en: string;
  pt: string;
  emblem: Emblem;
}

function adjectiveNoun(adjective: Adjective, noun: Noun, suffix: string): Named {
  return {
    en: `${adjective.en} ${noun.en}${suffix}`,
    pt: `${noun.pt} ${noun.g === 'm' ? adjective.m : adjective.f}${suffix}`,
    emblem: noun.emblem,
  };
}

/**
 * The RTP a demo game states: its engine's, whatever vendor code the demo
 * files it under, since that engine is what the player plays (and what the
 * game's own page states).
 */
export function demoRtp(engine: GameEngine, engineConfig: string | null): string {
  return formatRtp(rtpBasisPoints(inHouseRtp(engine, engineConfig)));
}

/**
 * The demo catalogue: 608 original games over the SPEC's categories and
 * vendors, every one marked demo and mapped to an in-house engine.
 */
export function demoCatalogue(): CatalogueRow[] {
  const rng = generator(20_261_123);
  const used = new Set<string>();
  const rows: CatalogueRow[] = [];
  const sortOf = new Map<CatalogueRow, number>();

  const uniqueName = (make: () => Named): Named => {
    for (;;) {
      const named = make();
      if (!used.has(named.en)) {
        used.add(named.en);
        return named;
      }
    }
  };

  const add = (
    vendor: string,
    type: GameType,
    named: Named,
    extra: { engine: GameEngine; engineConfig?: string; classify?: string; lines?: number | null; minBet?: string; supportPlay?: boolean },
  ) => {
    const gameCode = `${vendor.toLowerCase()}-${slug(named.en)}`;
    const index = rows.length;
    // Interleaves vendors in the unfiltered lists instead of showing one vendor's whole range first.
    const sort = Math.floor(rng.next() * 10_000) * 10 + (index % 10);
    const row: CatalogueRow = {
      vendor,
      gameCode,
      gameType: type,
      classify: extra.classify ?? null,
      nameEn: named.en,
      namePt: named.pt,
      minBet: extra.minBet ?? rng.pick(MIN_BETS),
      lines: extra.lines ?? null,
      rtp: demoRtp(extra.engine, extra.engineConfig ?? null),
      iconUrl: gameArtUrl(named.emblem, vendor, gameCode),
      isNew: rng.next() < 0.1,
      isTop: rng.next() < 0.1,
      hotRank: null,
      supportPlay: extra.supportPlay ?? rng.next() > 0.08,
      engine: extra.engine,
      engineConfig: extra.engineConfig ?? null,
      demo: true,
      sort,
    };
    sortOf.set(row, sort);
    rows.push(row);
  };

  const slotName = () => uniqueName(() => adjectiveNoun(rng.pick(adjectives), rng.pick(nouns), rng.pick(suffixes)));
  for (const [vendor, count] of [
    ['PGE', 110],
    ['PP', 110],
    ['JDB', 80],
    ['FC', 70],
    ['TA', 80],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      const roll = rng.next();
      const named = slotName();
      if (roll < 0.08) {
        // Arcade games play one of the instant engines.
        const engine = rng.pick(['mines', 'dice', 'plinko'] as const);
        add(
          vendor,
          'RNG',
          { ...named, emblem: engine === 'mines' ? 'mine' : engine === 'dice' ? 'dice' : 'plinko' },
          { engine, classify: 'AC' },
        );
      } else {
        const slot = roll < 0.14 ? SLOT_CONFIGS[0]! : rng.pick(SLOT_CONFIGS);
        const classify = roll < 0.14 ? 'SC' : roll < 0.26 ? 'JP' : undefined;
        add(vendor, 'RNG', named, { engine: 'slot', engineConfig: slot.config, lines: slot.lines, ...(classify && { classify }) });
      }
    }
  }

  const originals: Array<[string, string, Emblem, GameEngine, string]> = [
    ['Skyrocket', 'Foguete', 'rocket', 'crash', 'Crash'],
    ['Comet Run', 'Corrida do Cometa', 'rocket', 'crash', 'Crash'],
    ['Gem Mines', 'Minas de Gemas', 'mine', 'mines', 'Mines'],
    ['Jungle Mines', 'Minas da Selva', 'mine', 'mines', 'Mines'],
    ['Neon Dice', 'Dados Neon', 'dice', 'dice', 'Dice'],
    ['Lucky Dice', 'Dados da Sorte', 'dice', 'dice', 'Dice'],
    ['Peg Drop', 'Queda de Pinos', 'plinko', 'plinko', 'Drop'],
    ['Carnival Drop', 'Queda de Carnaval', 'plinko', 'plinko', 'Drop'],
  ];
  for (const [en, pt, emblem, engine, classify] of originals)
    add(
      'INHOUSE',
      'RNG',
      uniqueName(() => ({ en, pt, emblem })),
      { engine, classify, minBet: '0.10', supportPlay: true },
    );

  const seaNouns = nouns.filter((n) => n.emblem === 'fish');
  for (const vendor of ['JDB', 'FC', 'TA']) {
    for (let i = 0; i < 15; i += 1) {
      const named = uniqueName(() => {
        const adjective = rng.pick(adjectives);
        const noun = rng.pick(seaNouns);
        return {
          en: `${adjective.en} ${noun.en} Fishing`,
          pt: `Pesca: ${noun.pt} ${noun.g === 'm' ? adjective.m : adjective.f}`,
          emblem: 'fish',
        };
      });
      add(vendor, 'FISH', named, { engine: 'slot', engineConfig: 'lines-5x3', lines: 20 });
    }
  }

  for (let i = 0; i < 40; i += 1) {
    const roulette = i % 2 === 0;
    const named = uniqueName(() => {
      const adjective = rng.pick(adjectives.filter((x) => x.en !== 'Electric'));
      return roulette
        ? { en: `${adjective.en} Roulette`, pt: `Roleta ${adjective.f}`, emblem: 'wheel' as const }
        : { en: `${adjective.en} Baccarat`, pt: `Bacará ${adjective.m}`, emblem: 'cards' as const };
    });
    add('DBLIVE', 'LIVE', named, {
      engine: roulette ? 'roulette' : 'baccarat',
      classify: roulette ? 'Roulette' : 'Baccarat',
      minBet: rng.pick(['0.50', '1.00']),
      supportPlay: false,
    });
  }

  for (let i = 0; i < 35; i += 1) {
    const named = uniqueName(() => {
      const adjective = rng.pick(adjectives);
      return i % 2
        ? { en: `${adjective.en} Duel`, pt: `Duelo ${adjective.m}`, emblem: 'cards' as const }
        : { en: `${adjective.en} Showdown`, pt: `Confronto ${adjective.m}`, emblem: 'cards' as const };
    });
    add('DBPVP', 'PVP', named, { engine: 'baccarat', classify: 'TG' });
  }

  const sports: Array<[string, string, string, string]> = [
    ['DBSPORT', 'Football', 'Futebol', 'football'],
    ['DBSPORT', 'Basketball', 'Basquete', 'basketball'],
    ['DBSPORT', 'Tennis', 'Tênis', 'tennis'],
    ['DBSPORT', 'Volleyball', 'Vôlei', 'volleyball'],
    ['DBSPORT', 'Futsal', 'Futsal', 'futsal'],
    ['DBSPORT', 'Fight Night', 'Noite de Lutas', 'mma'],
    ['TF', 'Esports Arena', 'Arena de Esports', 'esports-moba'],
    ['TF', 'Tactical Shooters', 'Tiro Tático', 'esports-fps'],
    ['TF', 'Esports Racing', 'Corrida Virtual', 'esports-racing'],
    ['IA', 'Battle Leagues', 'Ligas de Batalha', 'esports-moba'],
    ['IA', 'Pro Circuit', 'Circuito Pro', 'esports-fps'],
    ['IA', 'Virtual Football', 'Futebol Virtual', 'esports-football'],
    ['DS88', 'Arena Fights', 'Lutas na Arena', 'cockfight'],
    ['DS88', 'Night Arena', 'Arena Noturna', 'cockfight'],
    ['DS88', 'Grand Arena', 'Grande Arena', 'cockfight'],
    ['DIG', 'Derby Arena', 'Arena Derby', 'cockfight'],
    ['DIG', 'Island Arena', 'Arena da Ilha', 'cockfight'],
    ['DIG', 'Champions Arena', 'Arena dos Campeões', 'cockfight'],
  ];
  for (const [vendor, en, pt, config] of sports) {
    const type: GameType = config === 'cockfight' ? 'COCKFIGHT' : 'SPORTS';
    const emblem: Emblem = config === 'cockfight' ? 'shield' : vendor === 'DBSPORT' ? 'ball' : 'pad';
    add(
      vendor,
      type,
      uniqueName(() => ({ en, pt, emblem })),
      { engine: 'sports', engineConfig: config, minBet: '1.00', supportPlay: true },
    );
  }

  for (let i = 0; i < 12; i += 1) {
    const named = uniqueName(() => {
      const noun = rng.pick(nouns);
      return { en: `Lotto ${noun.en}`, pt: `Loto ${noun.pt}`, emblem: 'lotto' as const };
    });
    add('DBLOTT', 'LOTT', named, { engine: 'dice', engineConfig: 'lotto', minBet: '1.00' });
  }

  // The hot list: the first games of a fixed shuffle, so it mixes vendors and types.
  const hot = rows
    .filter((r) => r.gameType !== 'COCKFIGHT')
    .sort((x, y) => sortOf.get(x)! - sortOf.get(y)!)
    .filter((_, i) => i % 17 === 0)
    .slice(0, 30);
  hot.forEach((row, i) => (row.hotRank = i + 1));
  return rows;
}
