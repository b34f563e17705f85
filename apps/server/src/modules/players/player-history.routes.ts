import {
  API,
  playerLedgerPageSchema,
  playerLoginsPageSchema,
  playerNoteBodySchema,
  playerNoteSchema,
  playerNotesPageSchema,
  playerPageQuerySchema,
  playerParamsSchema,
  playerPaymentsPageSchema,
  playerReferralsPageSchema,
  playerRoundsPageSchema,
  type PlayerPageQuery,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { operatorPath, type OperatorActor } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { addNote, notesPage, type NoteAuthor } from './notes.service.js';
import { ledgerPage, loginsPage, paymentsPage, referralsPage, roundsPage } from './player-history.service.js';
import type { PlayerKey, PlayersDeps } from './players.deps.js';
import { answer, playerKey } from './players.routes.js';

type PageReader = (deps: ServiceDeps, key: PlayerKey, q: PlayerPageQuery) => Promise<unknown>;

/** The author of a note: the signed-in operator (an API key or the CLI's token has no operator id). */
function authorOf(request: FastifyRequest): NoteAuthor {
  // Undefined only if the scope's authentication did not run, which the scope does not allow; kept defensive.
  const actor = request.operatorActor as OperatorActor | undefined;
  return { id: actor?.kind === 'operator' ? actor.id : null, name: actor?.name ?? actor?.kind ?? 'operator' };
}

/** The player's histories and notes, newest first, paged with `cursor`. */
export const playerHistoryRoutes: FastifyPluginAsyncZod<PlayersDeps> = async (app, deps) => {
  const lists: Array<[string, z.ZodType, PageReader]> = [
    [API.operatorPlayerLedger, playerLedgerPageSchema, ledgerPage],
    [API.operatorPlayerRounds, playerRoundsPageSchema, roundsPage],
    [API.operatorPlayerPayments, playerPaymentsPageSchema, paymentsPage],
    [API.operatorPlayerLogins, playerLoginsPageSchema, loginsPage],
    [API.operatorPlayerReferrals, playerReferralsPageSchema, referralsPage],
    [API.operatorPlayerNotes, playerNotesPageSchema, notesPage],
  ];
  for (const [path, schema, read] of lists) {
    app.get(
      operatorPath(path as `/wps/operator/${string}`),
      {
        config: { access: 'players.read' },
        schema: { params: playerParamsSchema, querystring: playerPageQuerySchema, response: answer(schema) },
      },
      async (request) => ok(await read(deps, playerKey(request), request.query)),
    );
  }

  app.post(
    operatorPath(API.operatorPlayerNotes),
    {
      config: { access: 'players.manage' },
      schema: { params: playerParamsSchema, body: playerNoteBodySchema, response: answer(playerNoteSchema) },
    },
    async (request) => ok(await addNote(deps, playerKey(request), authorOf(request), request.body.body)),
  );
};
