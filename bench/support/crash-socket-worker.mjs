import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/** Comparable with the game server's `at` stamps: both are this machine's clock, to a fraction of a millisecond. */
const now = () => performance.timeOrigin + performance.now();
const STAMP = /"at":([\d.]+)\}/g;

// Plain JavaScript: a worker thread does not get the tsx loader of the bench.
/**
 * A share of the simulated players (real players' phones take their messages
 * in parallel; one thread for all would queue them): connects its sockets,
 * records each broadcast's delay from the server's stamp to arrival, and
 * reports the broadcasts its first socket sees so the bench can follow the room.
 */
const { wsUrl, sessions, reportEvents } = workerData;
const delays = [];
let recording = false;
const sockets = [];

const connectOne = (session, first) =>
  new Promise((ready, fail) => {
    const socket = new WebSocket(wsUrl);
    sockets.push(socket);
    let joined = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', session })));
    socket.on('error', fail);
    socket.on('message', (data) => {
      const arrived = now();
      const text = String(data);
      if (!joined) {
        joined = true;
        return ready();
      }
      // Every event carries its stamp as its last field; the players read only that (the first one reads everything).
      if (recording) for (const match of text.matchAll(STAMP)) delays.push(arrived - Number(match[1]));
      if (!first) return;
      const message = JSON.parse(text);
      for (const event of message.type === 'batch' ? message.events : [message]) parentPort.postMessage({ kind: 'event', event });
    });
  });

parentPort.on('message', (command) => {
  if (command.kind === 'record') recording = command.on;
  else {
    for (const socket of sockets) socket.terminate();
    parentPort.postMessage({ kind: 'delays', delays, open: sockets.length });
  }
});

for (let i = 0; i < sessions.length; i += 100)
  await Promise.all(sessions.slice(i, i + 100).map((s, j) => connectOne(s, reportEvents && i + j === 0)));
parentPort.postMessage({ kind: 'ready', count: sockets.length });
