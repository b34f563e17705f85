import { randomBytes } from 'node:crypto';
import {
  SPORTS_WITH_DRAW,
  type sportFixtureCreateSchema,
  type SportFixture,
  type sportFixtureOddsSchema,
  type SportFixtureStatus,
  type SportPick,
} from '@app/contract';
import type { z } from 'zod';
import { AppError, FieldsError } from '../../http/app-error.js';
import type { CatalogueDeps } from './catalogue.service.js';
import * as admin from './catalogue-admin.repository.js';
import { searchFold } from './search-fold.js';
import type { SportsbookClient } from './sportsbook-client.js';

export interface SportsbookDeps extends CatalogueDeps {
  sportsbook: SportsbookClient;
}

type Create = z.output<typeof sportFixtureCreateSchema>;
type Odds = z.output<typeof sportFixtureOddsSchema>;

export async function listFixtures(deps: SportsbookDeps, status?: SportFixtureStatus): Promise<SportFixture[]> {
  const all = await deps.sportsbook.list();
  return status ? all.filter((f) => f.status === status) : all;
}

/** The fixture as the book holds it now (the audit trail's `before`), or 404. */
export async function findFixture(deps: SportsbookDeps, id: string): Promise<SportFixture> {
  const fixture = (await deps.sportsbook.list()).find((f) => f.id === id);
  if (!fixture) throw new AppError('sportsbook.fixture.not.found');
  return fixture;
}

const slug = (text: string) =>
  searchFold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'league';

/** A money line without a draw where the sport has one (or with one where it has none) is refused, as the book would. */
function checkDraw(hasDraw: boolean, { homeOdds, drawOdds, awayOdds }: Odds): Odds {
  if (hasDraw && drawOdds === null) throw new FieldsError([{ path: 'drawOdds', key: 'required' }]);
  return { homeOdds, drawOdds: hasDraw ? drawOdds : null, awayOdds };
}

const sportHasDraw = (sport: string) => (SPORTS_WITH_DRAW as readonly string[]).includes(sport);

/**
 * A new fixture of one of the in-house book's sports games (the catalogue game the operator picked names its
 * vendor, code and sport). The id is ours, random, so two fixtures of the same teams and day never collide.
 */
export async function createFixture(deps: SportsbookDeps, merchantId: number, body: Create): Promise<SportFixture> {
  const game = (await admin.findGame(deps.db, merchantId, body.gameId))?.game;
  if (!game || game.engine !== 'sports' || !game.engineConfig) throw new AppError('sportsbook.game.invalid');
  const sport = game.engineConfig;
  const odds = checkDraw(sportHasDraw(sport), body);
  return deps.sportsbook.create({
    id: `op-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
    vendor: game.vendor,
    gameCode: game.gameCode,
    sport,
    leagueId: slug(body.leagueName),
    leagueName: body.leagueName,
    homeTeam: body.homeTeam,
    awayTeam: body.awayTeam,
    startsAt: new Date(body.startsAt).toISOString(),
    ...odds,
  });
}

/** New prices for an open fixture; bets still carrying the old ones are refused by the book from then on. */
export async function repriceFixture(deps: SportsbookDeps, fixture: SportFixture, body: Odds): Promise<SportFixture> {
  if (fixture.status === 'finished' || fixture.status === 'cancelled') throw new AppError('sportsbook.fixture.closed');
  // A fixture keeps the lines it was opened with: bets on its draw stand whatever the sport's default.
  return deps.sportsbook.reprice(fixture.id, checkDraw(fixture.drawOdds !== null, body));
}

/**
 * The result: the book marks the fixture finished only while it is open (once), then settles its open bets through
 * the seamless wallet, each round's payout under its own idempotent wallet id, so nothing is paid twice.
 */
export async function enterResult(deps: SportsbookDeps, fixture: SportFixture, result: SportPick): Promise<SportFixture> {
  // A draw where the money line offers none would lose every bet: a slip of the operator, refused.
  if (result === 'draw' && fixture.drawOdds === null) throw new FieldsError([{ path: 'result', key: 'draw_not_offered' }]);
  return deps.sportsbook.result(fixture.id, result);
}

/** Voids an open fixture: every bet on it is refunded through the wallet. */
export function voidFixture(deps: SportsbookDeps, fixture: SportFixture): Promise<SportFixture> {
  return deps.sportsbook.void(fixture.id);
}
