import { formatMinor, parseMoney } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import { createSessionLookup, type SessionRow } from '../../sessions/sessions.service.js';
import type { EngineDeps } from '../engine.js';
import { centsToMultiplier, MAX_CRASH_CENTS, MIN_TARGET_CENTS, multiplierToCents } from './crash-formula.js';
import type { CrashHub } from './crash-hub.js';
import type { CrashRoom } from './crash-room.js';
import type { CrashSettings } from './crash-settings.js';
import { crashStakes } from './crash-stakes.js';

const betBody = z
  .object({
    stake: z.string().regex(/^\d{1,7}\.\d{2}$/),
    autoCashout: z.string().max(12).nullable().default(null),
  })
  .strict();
const helloMessage = z.object({ type: z.literal('hello'), session: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }).strict();
const HELLO_TIMEOUT_MS = 10_000;

interface CrashRouteDeps {
  roomOf: (gameCode: string) => Promise<CrashRoom>;
  hub: CrashHub;
  settings: CrashSettings;
}

function autoCashoutCents(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const cents = multiplierToCents(text);
  if (cents === undefined || cents < MIN_TARGET_CENTS || cents > MAX_CRASH_CENTS)
    throw new GameError('crash.target.invalid', { min: centsToMultiplier(MIN_TARGET_CENTS) });
  return cents;
}

/** A room's socket joins once its first message names a live crash session; without one in time it is closed. */
function joinOnHello(socket: WebSocket, deps: EngineDeps, r: CrashRouteDeps, lookup: ReturnType<typeof createSessionLookup>) {
  let joined = false;
  const timeout = setTimeout(() => socket.close(4401, 'no hello'), HELLO_TIMEOUT_MS);
  socket.on('close', () => clearTimeout(timeout));
  socket.on('message', (raw) => {
    if (joined) return;
    void (async () => {
      let message: unknown;
      try {
        message = JSON.parse(String(raw));
      } catch {
        message = undefined;
      }
      const hello = helloMessage.safeParse(message);
      const session = hello.success ? await lookup(hello.data.session) : undefined;
      if (!session || session.game.engine !== 'crash') return socket.close(4401, 'session.invalid');
      joined = true;
      clearTimeout(timeout);
      const room = await r.roomOf(session.game.gameCode);
      r.hub.join(session.game.gameCode, socket);
      r.hub.sendTo(socket, { type: 'snapshot', ...(await room.snapshot(session.playerId)) });
    })().catch((error: unknown) => {
      deps.log.warn({ err: error }, 'crash socket hello failed');
      socket.close(1011, 'system.error');
    });
  });
}

/** The crash player calls (HTTP, behind the session guard) and the room's WebSocket (its session named in the first message). */
export function crashRoutes(app: FastifyInstance, deps: EngineDeps, r: CrashRouteDeps) {
  const lookup = createSessionLookup(deps.db, deps.clock);
  const crashSession = (request: Parameters<typeof sessionOf>[0]): SessionRow => {
    const session = sessionOf(request);
    if (session.game.engine !== 'crash') throw new GameError('action.invalid');
    return session;
  };

  app.get('/api/crash/state', async (request) => {
    const session = crashSession(request);
    return ok(await (await r.roomOf(session.game.gameCode)).snapshot(session.playerId));
  });

  app.post('/api/crash/bet', async (request) => {
    const session = crashSession(request);
    const body = betBody.safeParse(request.body);
    if (!body.success) throw new GameError('request.invalid');
    const stakeMinor = parseMoney(body.data.stake);
    if (!crashStakes(session.game.minBet).includes(stakeMinor)) throw new GameError('stake.invalid');
    const auto = autoCashoutCents(body.data.autoCashout);
    const room = await r.roomOf(session.game.gameCode);
    return ok(await room.placeBet(session, stakeMinor, auto));
  });

  app.post('/api/crash/cashout', async (request) => {
    // The moment the request arrived decides its multiplier (crash-cashout.ts): the server's clock, never the page's.
    const arrivedAt = deps.clock();
    const session = crashSession(request);
    const room = await r.roomOf(session.game.gameCode);
    const { bet, cashoutCents, paid } = await room.cashOut(session.playerId, arrivedAt);
    return ok({
      bet,
      multiplier: centsToMultiplier(cashoutCents),
      win: bet.win,
      balance: paid?.balance ?? null,
      settled: paid !== undefined,
    });
  });

  app.get('/api/crash/rounds', async (request) => {
    const session = crashSession(request);
    const room = await r.roomOf(session.game.gameCode);
    return ok({ ...room.rounds(), maxWin: formatMinor(r.settings.maxWinMinor) });
  });

  app.get('/api/crash/ws', { websocket: true }, (socket: WebSocket) => joinOnHello(socket, deps, r, lookup));
}
