import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.js';
import { teamArtUrl } from '../modules/games/art-urls.js';
import * as matches from '../modules/games/matches.repository.js';

interface Competition {
  vendor: string;
  gameCode: string;
  sport: string;
  leagueId: string;
  league: string;
  teams: string[];
  draw: boolean;
}

/** Fictional leagues and teams for the demo match cards (no real club, league or player). */
const competitions: Competition[] = [
  { vendor: 'DBSPORT', gameCode: 'dbsport-football', sport: 'football', leagueId: 'demo-liga-nacional', league: 'Liga Nacional Demo', draw: true, teams: ['Atlético Serra Azul', 'Porto Verde FC', 'União Vale do Sol', 'Estrela do Norte', 'Real Litoral', 'Sport Campo Alto', 'Náutico Lagoa Clara', 'Ferroviário Monte Belo', 'Operário Rio Manso', 'Cruzeiro do Planalto'] },
  { vendor: 'DBSPORT', gameCode: 'dbsport-basketball', sport: 'basketball', leagueId: 'demo-liga-basquete', league: 'Liga de Basquete Demo', draw: false, teams: ['Capivaras de Rio Claro', 'Tucanos da Serra', 'Lobos do Cerrado', 'Araras do Litoral', 'Onças do Pantanal', 'Falcões da Capital'] },
  { vendor: 'DBSPORT', gameCode: 'dbsport-tennis', sport: 'tennis', leagueId: 'demo-circuito-tenis', league: 'Circuito de Tênis Demo', draw: false, teams: ['A. Moreira', 'L. Castro', 'R. Tavares', 'J. Nogueira', 'M. Barros', 'T. Quintela'] },
  { vendor: 'DBSPORT', gameCode: 'dbsport-volleyball', sport: 'volleyball', leagueId: 'demo-liga-volei', league: 'Liga de Vôlei Demo', draw: false, teams: ['Vôlei Maré Alta', 'Sol Nascente VC', 'Brisa do Mar', 'Pico da Neblina VC'] },
  { vendor: 'TF', gameCode: 'tf-esports-arena', sport: 'esports', leagueId: 'demo-arena-pro', league: 'Arena Pro Demo', draw: false, teams: ['Team Nebula', 'Vortex Gaming', 'Iron Owls', 'Red Comets', 'Pixel Jaguars', 'Night Foxes'] },
  { vendor: 'IA', gameCode: 'ia-battle-leagues', sport: 'esports', leagueId: 'demo-battle-league', league: 'Battle League Demo', draw: false, teams: ['Storm Riders', 'Blue Lynx', 'Crystal Crows', 'Neon Hornets'] },
];

const slug = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Decimal odds with two places, priced so the book keeps a margin (sum of 1/odds a little over 1). */
function odds(draw: boolean): { home: string; draw: string | null; away: string } {
  const margin = 1.06;
  const homeShare = 0.25 + randomInt(0, 50) / 100;
  const drawShare = draw ? 0.22 + randomInt(0, 8) / 100 : 0;
  const rest = 1 - drawShare;
  const home = homeShare * rest;
  const away = rest - home;
  const price = (p: number) => (1 / (p * margin)).toFixed(2);
  return { home: price(home), draw: draw ? price(drawShare) : null, away: price(away) };
}

/** Keeps each demo competition stocked with fixtures over the next three days. */
export async function ensureDemoFixtures(db: Db, now: number, perCompetition = 6): Promise<void> {
  await matches.expireStale(db, [...new Set(competitions.map((c) => c.vendor))], new Date(now - 3 * 60 * 60 * 1000));
  for (const c of competitions) {
    const missing = perCompetition - (await matches.countUpcoming(db, c.vendor, c.gameCode, new Date(now)));
    const rows: matches.NewMatch[] = [];
    for (let i = 0; i < missing; i += 1) {
      // Kick-offs on the next quarter hour, spread over three days.
      const startsAt = new Date(Math.ceil((now + randomInt(1, 72 * 60) * 60_000) / 900_000) * 900_000);
      const home = c.teams[randomInt(0, c.teams.length)]!;
      let away = c.teams[randomInt(0, c.teams.length)]!;
      while (away === home) away = c.teams[randomInt(0, c.teams.length)]!;
      const price = odds(c.draw);
      rows.push({
        vendor: c.vendor,
        matchId: `${c.leagueId}-${startsAt.getTime().toString(36)}-${slug(home)}-${slug(away)}`,
        gameCode: c.gameCode,
        sport: c.sport,
        leagueId: c.leagueId,
        leagueName: c.league,
        homeTeam: home,
        awayTeam: away,
        homeLogoUrl: teamArtUrl(slug(home)),
        awayLogoUrl: teamArtUrl(slug(away)),
        startsAt,
        homeOdds: price.home,
        drawOdds: price.draw,
        awayOdds: price.away,
      });
    }
    await matches.insertMatches(db, rows);
  }
}
