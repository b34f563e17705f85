import { API, type OperatorGame, type OperatorRole, type SportFixture } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { startGamesStack, type GamesStack } from '../../test/games-stack.js';
import { memberWithMoney } from '../../test/money.js';
import { operatorHeaders, testDatabases } from '../../test/test-app.js';
import { checkLedger } from '../ledger/ledger-check.js';

type Method = 'GET' | 'POST' | 'PUT';
const at = (path: string, id: string) => path.replace(':id', id);

/* The back office's sportsbook: fixtures made and settled by an operator through the platform, paid through the ledger once. */
describe.each(testDatabases())('the sportsbook screens of the back office on %s', (kind) => {
  let stack: GamesStack;
  let football: OperatorGame;
  beforeAll(async () => {
    stack = await startGamesStack(kind);
    const res = await call('GET', `${API.operatorGames}?engine=sports&search=football`);
    football = (res.json().value as OperatorGame[]).find((g) => g.engineConfig === 'football')!;
  }, 120_000);
  afterAll(() => stack?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = operatorHeaders) =>
    stack.t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });
  const audit = async () =>
    (await call('GET', `${API.operatorAudit}?limit=20`)).json().value.rows as Array<{ action: string; objectId: string; before: unknown }>;
  const newFixture = (extra: object = {}) => ({
    gameId: football.id,
    leagueName: 'Copa dos Testes',
    homeTeam: 'Vila Operária',
    awayTeam: 'Porto Seco',
    startsAt: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
    homeOdds: '2.10',
    drawOdds: '3.20',
    awayOdds: '3.50',
    ...extra,
  });

  it('creates a fixture, reprices it, enters the result that pays the winning bet once through the ledger', async () => {
    const created = await call('POST', API.operatorSportFixtures, newFixture());
    expect(created.statusCode, created.body).toBe(200);
    const fixture = created.json().value as SportFixture;
    expect(fixture).toMatchObject({ status: 'scheduled', sport: 'football', gameCode: football.gameCode, homeTeam: 'Vila Operária' });
    const listed = (await call('GET', `${API.operatorSportFixtures}?status=scheduled`)).json().value as SportFixture[];
    expect(listed.map((f) => f.id)).toContain(fixture.id);

    const repriced = await call('PUT', at(API.operatorSportFixtureOdds, fixture.id), {
      homeOdds: '2.50',
      drawOdds: '3.00',
      awayOdds: '2.90',
    });
    expect(repriced.json().value).toMatchObject({ homeOdds: '2.50', oddsVersion: 2 });

    const member = await memberWithMoney(stack.t, 10_000n);
    const game = await stack.open(member, `nodeId=${football.id}&matchId=${fixture.id}`);
    const placed = await game.post<{ refused: unknown }>('/api/sports/bets', {
      selections: [{ matchId: fixture.id, pick: 'home', odds: '2.50', stake: '20.00' }],
    });
    expect(placed.body.value).toMatchObject({ refused: null });
    const wallet = async () =>
      (await stack.t.app.inject({ method: 'GET', url: API.wallet, headers: { authorization: `Bearer ${member.token}` } })).json().value;
    expect(await wallet()).toMatchObject({ cash: '80.00', inPlay: '20.00' });

    const result = await call('POST', at(API.operatorSportFixtureResult, fixture.id), { result: 'home' });
    expect(result.json().value).toMatchObject({ status: 'finished', result: 'home' });
    await expect.poll(async () => (await wallet()).cash, { timeout: 10_000 }).toBe('130.00');
    // A second result (a double click, another operator) changes nothing and pays nothing.
    const again = await call('POST', at(API.operatorSportFixtureResult, fixture.id), { result: 'away' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'sportsbook.fixture.closed']);
    const voided = await call('POST', at(API.operatorSportFixtureVoid, fixture.id), {});
    expect(voided.json().errorCode).toBe('sportsbook.fixture.closed');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await wallet()).toMatchObject({ cash: '130.00', inPlay: '0.00' });
    expect((await checkLedger(stack.t.database.db)).violations).toEqual([]);

    const rows = await audit();
    expect(rows.find((r) => r.action === `POST ${API.operatorSportFixtureResult}`)).toMatchObject({
      objectId: fixture.id,
      before: { status: 'scheduled', homeOdds: '2.50' },
    });
    expect(rows.find((r) => r.action === `PUT ${API.operatorSportFixtureOdds}`)).toMatchObject({ before: { homeOdds: '2.10' } });
    expect(rows.map((r) => r.action)).toContain(`POST ${API.operatorSportFixtures}`);
  }, 90_000);

  it('voids a fixture and refunds its bets', async () => {
    const fixture = (await call('POST', API.operatorSportFixtures, newFixture({ homeTeam: 'Anulados FC' }))).json().value as SportFixture;
    const member = await memberWithMoney(stack.t, 5_000n);
    const game = await stack.open(member, `nodeId=${football.id}&matchId=${fixture.id}`);
    await game.post('/api/sports/bets', { selections: [{ matchId: fixture.id, pick: 'draw', odds: '3.20', stake: '10.00' }] });
    const voided = await call('POST', at(API.operatorSportFixtureVoid, fixture.id), {});
    expect(voided.json().value).toMatchObject({ status: 'cancelled' });
    const wallet = async () =>
      (await stack.t.app.inject({ method: 'GET', url: API.wallet, headers: { authorization: `Bearer ${member.token}` } })).json().value;
    await expect.poll(async () => (await wallet()).cash, { timeout: 10_000 }).toBe('50.00');
  }, 60_000);

  it('refuses bad fixtures with translated errors and a role without games.manage', async () => {
    const noDraw = await call('POST', API.operatorSportFixtures, newFixture({ drawOdds: null }));
    expect([noDraw.statusCode, JSON.stringify(noDraw.json())]).toEqual([400, expect.stringMatching(/drawOdds/)]);
    const badOdds = await call('POST', API.operatorSportFixtures, newFixture({ homeOdds: '0.90' }), { ...operatorHeaders, language: 'en' });
    expect([badOdds.statusCode, badOdds.json().errorCode]).toEqual([400, 'request.invalid']);
    const open = (await call('POST', API.operatorSportFixtures, newFixture({ homeTeam: 'Sem Empate FC' }))).json().value as SportFixture;
    const dropDraw = await call('PUT', at(API.operatorSportFixtureOdds, open.id), { homeOdds: '2.00', awayOdds: '3.00' });
    expect([dropDraw.statusCode, JSON.stringify(dropDraw.json())]).toEqual([400, expect.stringMatching(/drawOdds/)]);
    const slots = (await call('GET', `${API.operatorGames}?engine=slot&limit=1`)).json().value as OperatorGame[];
    const notSports = await call('POST', API.operatorSportFixtures, newFixture({ gameId: slots[0]!.id }));
    expect([notSports.statusCode, notSports.json().errorCode]).toEqual([400, 'sportsbook.game.invalid']);
    expect((await call('POST', at(API.operatorSportFixtureResult, 'no-such-fixture'), { result: 'home' })).json().errorCode).toBe(
      'sportsbook.fixture.not.found',
    );
    expect((await call('POST', at(API.operatorSportFixtureResult, 'x'), { result: 'winner' })).statusCode).toBe(400);

    const role: OperatorRole = 'auditor';
    const key = (await call('POST', API.operatorApiKeys, { name: 'sports auditor', role })).json().value.secret as string;
    const auditor = { authorization: `Bearer ${key}` };
    expect((await call('GET', API.operatorSportFixtures, undefined, auditor)).statusCode).toBe(200);
    const refused = await call('POST', API.operatorSportFixtures, newFixture(), auditor);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'operator.permission.denied']);
  });
});
