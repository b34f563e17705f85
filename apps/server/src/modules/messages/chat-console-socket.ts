import { createHash, randomBytes } from 'node:crypto';
import type { ChatOperatorEvent } from '@app/contract';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { failure } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { guarded } from '../system/system.guard.js';
import * as consoleRepository from './chat-console.repository.js';
import type { ConsoleActor } from './chat-console.service.js';
import type { ChatPushDeps } from './chat-push.js';

export interface ConsoleSocketDeps extends ChatPushDeps {
  /**
   * How long one console socket lives before the server closes it (code 4000) and the console asks for a new ticket
   * through its session: a revoked session or a lost chat.read stops the push within this time, since the ticket
   * call checks both.
   */
  consoleSocketLifetimeMs: number;
}

const TICKET_TTL_MS = 60_000;
/** The server ends a socket whose time is up; the console renews it through a new ticket. */
export const CONSOLE_RENEW_CODE = 4000;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A single-use ticket, valid a minute, that opens the console socket: a browser cannot send the session's
 * Authorization header with a WebSocket, and the session token must not go in a URL (logs keep URLs). The call
 * that issues it is authenticated by the session and needs chat.read, as the socket's push does.
 */
export async function issueConsoleTicket(deps: ChatPushDeps, merchantId: number, actor: ConsoleActor): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await consoleRepository.insertOperatorTicket(deps.db, {
    ticketHash: hashTicket(ticket),
    merchantId,
    actorKind: actor.kind,
    actorId: actor.id,
    expiresAt: new Date(deps.clock() + TICKET_TTL_MS),
  });
  return ticket;
}

async function redeemConsoleTicket(deps: ChatPushDeps, merchantId: number, ticket: string) {
  const row = await consoleRepository.consumeOperatorTicket(deps.db, { ticketHash: hashTicket(ticket), now: new Date(deps.clock()) });
  if (!row || row.merchantId !== merchantId) throw new AppError('chat.ticket.invalid');
  return row;
}

/**
 * One console's socket: the ticket is redeemed, the socket joins the merchant's consoles in the hub (every server
 * process's events reach it through Redis when configured) and gets the unread total; from then on it only listens.
 * Every action (reply, assign, close) is an HTTP call of the operator scope, permission-checked and audited there.
 */
export function serveConsoleSocket(deps: ConsoleSocketDeps, socket: WebSocket, request: FastifyRequest, ticket: string): void {
  const send = (event: ChatOperatorEvent) => socket.send(JSON.stringify(event));
  const merchantId = guarded(request).merchant.id;
  let lifetime: ReturnType<typeof setTimeout> | undefined;
  socket.on('close', () => clearTimeout(lifetime));
  void (async () => {
    await redeemConsoleTicket(deps, merchantId, ticket);
    if (socket.readyState !== socket.OPEN) return;
    const leave = deps.hub.addOperator(merchantId, socket);
    socket.on('close', leave);
    lifetime = setTimeout(() => socket.close(CONSOLE_RENEW_CODE, 'renew'), deps.consoleSocketLifetimeMs);
    send({ type: 'ready', unreadTotal: await consoleRepository.unreadTotal(deps.db, merchantId) });
  })().catch((error: unknown) => {
    const code = error instanceof AppError ? error.code : 'system.unknown';
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'chat console socket failure');
    send({ type: 'error', errorCode: code, message: failure(code, requestLanguage(request)).message });
    socket.close(4401, 'ticket');
  });
  // The console sends nothing: a frame from it is ignored (actions go through the audited HTTP calls).
  socket.on('message', () => undefined);
}
