import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import type { EngineDeps } from '../engine.js';
import { finish, insertFixtures, listFixtures, reprice, voidFixture, findFixture } from './fixtures.repository.js';
import { picks } from './sports.tables.js';

const odds = z
  .string()
  .regex(/^\d{1,4}\.\d{2}$/)
  .refine((o) => Number(o) > 1, { message: 'odds above 1.00' });
const oddsBody = z.object({ homeOdds: odds, drawOdds: odds.nullable().default(null), awayOdds: odds }).strict();
const fixtureBody = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
    vendor: z.string().regex(/^[A-Z0-9_]{1,16}$/),
    gameCode: z.string().min(1).max(64),
    sport: z.string().min(1).max(32),
    leagueId: z.string().min(1).max(64),
    leagueName: z.string().min(1).max(80),
    homeTeam: z.string().min(1).max(80),
    awayTeam: z.string().min(1).max(80),
    startsAt: z.string().datetime(),
  })
  .extend(oddsBody.shape)
  .strict();
const resultBody = z.object({ result: z.enum(picks) }).strict();
const params = z.object({ id: z.string().max(64) });

/**
 * The sportsbook's operator calls (the back office comes later): add
 * fixtures, reprice them, enter results, void. Each change is settled and
 * fed to the platform at once by `afterChange`.
 */
export function sportsOperatorRoutes(app: FastifyInstance, deps: EngineDeps, afterChange: () => Promise<void>) {
  const settleNow = () =>
    void afterChange().catch((error: unknown) => deps.log.error({ err: error }, 'settlement after an operator change failed'));

  app.get('/operator/sports/fixtures', async () => ok(await listFixtures(deps.db)));

  app.post('/operator/sports/fixtures', async (request) => {
    const body = fixtureBody.safeParse(request.body);
    if (!body.success)
      throw new GameError('request.invalid', { issues: body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
    if (body.data.drawOdds === null && body.data.sport === 'football')
      throw new GameError('request.invalid', { issues: ['drawOdds: football has a draw'] });
    await insertFixtures(deps.db, [{ ...body.data, startsAt: new Date(body.data.startsAt) }]);
    settleNow();
    return ok(await findFixture(deps.db, body.data.id));
  });

  app.put('/operator/sports/fixtures/:id/odds', async (request) => {
    const body = oddsBody.safeParse(request.body);
    if (!body.success) throw new GameError('request.invalid');
    const row = await reprice(deps.db, params.parse(request.params).id, body.data);
    if (!row) throw new GameError('match.closed');
    settleNow();
    return ok(row);
  });

  app.post('/operator/sports/fixtures/:id/result', async (request) => {
    const body = resultBody.safeParse(request.body);
    if (!body.success) throw new GameError('request.invalid');
    const row = await finish(deps.db, params.parse(request.params).id, body.data.result);
    if (!row) throw new GameError('match.closed');
    await afterChange();
    return ok(row);
  });

  app.post('/operator/sports/fixtures/:id/void', async (request) => {
    const row = await voidFixture(deps.db, params.parse(request.params).id);
    if (!row) throw new GameError('match.closed');
    await afterChange();
    return ok(row);
  });
}
