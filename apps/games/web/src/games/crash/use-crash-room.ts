import { useEffect, useReducer, useRef, useState } from 'react';
import type { CrashEvent } from '../../../../src/engines/crash/crash-events';
import type { CrashSnapshot, PublicBet } from './crash-types';

type Message =
  ((CrashEvent | ({ type: 'snapshot' } & CrashSnapshot)) & { at: number }) | { type: 'mine'; roundId: string; bet: PublicBet; at?: number };

const RETRY_MS = [500, 1_000, 2_000, 4_000, 8_000];

/** Applies one broadcast to the room as the page holds it. */
export function reduceRoom(room: CrashSnapshot | null, message: Message): CrashSnapshot | null {
  if (message.type === 'snapshot') {
    const { type: _type, at: _at, ...snapshot } = message;
    return snapshot;
  }
  if (!room) return room;
  const upsert = (bets: PublicBet[], bet: PublicBet) => [...bets.filter((b) => b.betId !== bet.betId), bet];
  const me = (bet: PublicBet) => (room.me?.betId === bet.betId ? bet : room.me);
  switch (message.type) {
    case 'round':
      return {
        ...room,
        round: {
          ...room.round,
          roundId: message.roundId,
          number: message.number,
          phase: 'betting',
          bettingEndsAt: message.bettingEndsAt,
          startedAt: null,
          crash: null,
        },
        bets: [],
        me: null,
      };
    case 'flight':
      return message.roundId === room.round.roundId
        ? { ...room, round: { ...room.round, phase: 'flying', startedAt: message.startedAt, growthPerMs: message.growthPerMs } }
        : room;
    case 'mine':
      return message.roundId === room.round.roundId ? { ...room, bets: upsert(room.bets, message.bet), me: message.bet } : room;
    case 'bet':
    case 'cashout':
      return message.roundId === room.round.roundId ? { ...room, bets: upsert(room.bets, message.bet), me: me(message.bet) } : room;
    case 'crash': {
      const { type: _type, at: _at, ...crash } = message;
      const lost = (b: PublicBet): PublicBet => (b.status === 'active' ? { ...b, status: 'lost' } : b);
      return {
        ...room,
        round: { ...room.round, phase: 'crashed', crash },
        bets: room.bets.map(lost),
        me: room.me ? lost(room.me) : null,
        history: [crash, ...room.history].slice(0, 20),
      };
    }
    default:
      return room;
  }
}

/**
 * The room over its WebSocket: says hello with the session, keeps the
 * snapshot up to date with every broadcast, and reconnects (with growing
 * pauses) whenever the socket drops; each reconnect starts from a fresh
 * snapshot. `offsetMs` turns the page's clock into the server's.
 */
export function useCrashRoom(session: string) {
  const [room, dispatch] = useReducer(reduceRoom, null);
  const [connected, setConnected] = useState(false);
  const offset = useRef(0);

  useEffect(() => {
    let socket: WebSocket | undefined;
    let attempt = 0;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/crash/ws`);
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'hello', session }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as Message | { type: 'batch'; events: Message[] };
        if (message.type === 'snapshot') {
          offset.current = message.serverTime - Date.now();
          attempt = 0;
          setConnected(true);
        }
        for (const one of message.type === 'batch' ? message.events : [message]) dispatch(one);
      };
      socket.onclose = (event) => {
        setConnected(false);
        if (stopped || event.code === 4401) return;
        retry = setTimeout(open, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
        attempt += 1;
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [session]);

  return {
    room,
    connected,
    serverNow: () => Date.now() + offset.current,
    /** The page's own bet, as the bet or cash-out call answered it. */
    setMine: (roundId: string, bet: PublicBet) => dispatch({ type: 'mine', roundId, bet }),
  };
}
