import { randomInt } from 'node:crypto';
import type { GamesDb } from '../../db/client.js';
import { countUpcoming, insertFixtures, type NewFixture } from './fixtures.repository.js';

interface Competition {
  vendor: string;
  gameCode: string;
  sport: string;
  leagueId: string;
  league: string;
  teams: string[];
  draw: boolean;
}

/**
 * Fictional leagues and teams of the demo sportsbook (no real club, league
 * or player), one competition per sports game of the demo catalogue.
 */
export const demoCompetitions: Competition[] = [
  {
    vendor: 'DBSPORT',
    gameCode: 'dbsport-football',
    sport: 'football',
    leagueId: 'demo-liga-nacional',
    league: 'Liga Nacional Demo',
    draw: true,
    teams: [
      'Atlético Serra Azul',
      'Porto Verde FC',
      'União Vale do Sol',
      'Estrela do Norte',
      'Real Litoral',
      'Sport Campo Alto',
      'Náutico Lagoa Clara',
      'Ferroviário Monte Belo',
      'Operário Rio Manso',
      'Cruzeiro do Planalto',
    ],
  },
  {
    vendor: 'DBSPORT',
    gameCode: 'dbsport-basketball',
    sport: 'basketball',
    leagueId: 'demo-liga-basquete',
    league: 'Liga de Basquete Demo',
    draw: false,
    teams: [
      'Capivaras de Rio Claro',
      'Tucanos da Serra',
      'Lobos do Cerrado',
      'Araras do Litoral',
      'Onças do Pantanal',
      'Falcões da Capital',
    ],
  },
  {
    vendor: 'DBSPORT',
    gameCode: 'dbsport-tennis',
    sport: 'tennis',
    leagueId: 'demo-circuito-tenis',
    league: 'Circuito de Tênis Demo',
    draw: false,
    teams: ['A. Moreira', 'L. Castro', 'R. Tavares', 'J. Nogueira', 'M. Barros', 'T. Quintela'],
  },
  {
    vendor: 'DBSPORT',
    gameCode: 'dbsport-volleyball',
    sport: 'volleyball',
    leagueId: 'demo-liga-volei',
    league: 'Liga de Vôlei Demo',
    draw: false,
    teams: ['Vôlei Maré Alta', 'Sol Nascente VC', 'Brisa do Mar', 'Pico da Neblina VC'],
  },
  {
    vendor: 'DBSPORT',
    gameCode: 'dbsport-futsal',
    sport: 'futsal',
    leagueId: 'demo-liga-futsal',
    league: 'Liga de Futsal Demo',
    draw: true,
    teams: ['Futsal Vila Nova', 'Quadra Azul', 'Tigres do Asfalto', 'Bairro Alto FS'],
  },
  {
    vendor: 'DBSPORT',
    gameCode: 'dbsport-fight-night',
    sport: 'mma',
    leagueId: 'demo-noite-lutas',
    league: 'Noite de Lutas Demo',
    draw: false,
    teams: ['R. "Trovão" Lima', 'C. "Pedra" Souza', 'F. "Vento" Dias', 'G. "Muralha" Reis'],
  },
  {
    vendor: 'TF',
    gameCode: 'tf-esports-arena',
    sport: 'esports',
    leagueId: 'demo-arena-pro',
    league: 'Arena Pro Demo',
    draw: false,
    teams: ['Team Nebula', 'Vortex Gaming', 'Iron Owls', 'Red Comets', 'Pixel Jaguars', 'Night Foxes'],
  },
  {
    vendor: 'IA',
    gameCode: 'ia-battle-leagues',
    sport: 'esports',
    leagueId: 'demo-battle-league',
    league: 'Battle League Demo',
    draw: false,
    teams: ['Storm Riders', 'Blue Lynx', 'Crystal Crows', 'Neon Hornets'],
  },
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Decimal odds priced with a 6% margin (Σ 1/odds ≈ 1.06), from randomly drawn chances. */
export function demoOdds(draw: boolean): { homeOdds: string; drawOdds: string | null; awayOdds: string } {
  const margin = 1.06;
  const drawShare = draw ? 0.22 + randomInt(0, 8) / 100 : 0;
  const home = (0.25 + randomInt(0, 50) / 100) * (1 - drawShare);
  const away = 1 - drawShare - home;
  const price = (p: number) => (1 / (p * margin)).toFixed(2);
  return { homeOdds: price(home), drawOdds: draw ? price(drawShare) : null, awayOdds: price(away) };
}

/** Keeps each demo competition stocked with fixtures over the next three days. */
export async function ensureDemoFixtures(db: GamesDb, now: number, perCompetition = 6): Promise<number> {
  const rows: NewFixture[] = [];
  for (const c of demoCompetitions) {
    const missing = perCompetition - (await countUpcoming(db, c.gameCode, new Date(now)));
    for (let i = 0; i < missing; i += 1) {
      // Kick-offs on the quarter hour, from two hours to three days ahead.
      const startsAt = new Date(Math.ceil((now + randomInt(120, 72 * 60) * 60_000) / 900_000) * 900_000);
      const home = c.teams[randomInt(c.teams.length)]!;
      let away = c.teams[randomInt(c.teams.length)]!;
      while (away === home) away = c.teams[randomInt(c.teams.length)]!;
      rows.push({
        id: `${c.leagueId}-${startsAt.getTime().toString(36)}-${slug(home)}-${slug(away)}`.slice(0, 64),
        vendor: c.vendor,
        gameCode: c.gameCode,
        sport: c.sport,
        leagueId: c.leagueId,
        leagueName: c.league,
        homeTeam: home,
        awayTeam: away,
        startsAt,
        ...demoOdds(c.draw),
      });
    }
  }
  await insertFixtures(db, rows);
  return rows.length;
}
