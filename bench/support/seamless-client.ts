import { connect, type Socket } from 'node:net';
import { signedHeaders } from '../../apps/server/src/modules/seamless/seamless-signature.js';

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection with at most one request in flight: the
 * request is written in one piece and the response read only as far as its
 * status line and Content-Length. Node's http client costs the load generator
 * several times more CPU per call, and on this two-core machine every
 * millisecond the clients spend is taken from the server and the database
 * being measured (pgbench's own client is a small C program).
 */
class Connection {
  private readonly socket: Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | undefined;
  closed = false;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = () => {
      this.closed = true;
      this.finish(0);
    };
    this.socket.on('error', fail);
    this.socket.on('close', fail);
  }

  send(request: string): Promise<number> {
    return new Promise((done) => {
      this.waiting = done;
      this.socket.write(request);
    });
  }

  destroy() {
    this.socket.destroy();
  }

  private finish(status: number) {
    const done = this.waiting;
    this.waiting = undefined;
    this.received = Buffer.alloc(0);
    done?.(status);
  }

  private read(chunk: Buffer) {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headEnd = this.received.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    // Every answer of the wallet has a length; one without is a broken answer, counted as an error.
    if (!length) return this.finish(0);
    if (this.received.length < headEnd + HEAD_END.length + Number(length[1])) return;
    this.finish(Number(head.slice(9, 12)));
  }
}

/**
 * A game provider's HTTP client of the signed seamless-wallet protocol, kept
 * lean for load: up to `maxSockets` keep-alive connections, one signed POST
 * per call, the status only.
 */
export function seamlessClient(url: string, vendor: { code: string; secret: string }, maxSockets: number) {
  const target = new URL(url);
  const port = Number(target.port);
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const queued: Array<(connection: Connection) => void> = [];

  const open = () => {
    const fresh = new Connection(target.hostname, port);
    all.add(fresh);
    return fresh;
  };
  const acquire = (): Promise<Connection> => {
    // An idle connection the server has closed meanwhile is dropped, not handed out to fail.
    let ready = idle.pop();
    while (ready?.closed) {
      all.delete(ready);
      ready = idle.pop();
    }
    if (ready) return Promise.resolve(ready);
    if (all.size < maxSockets) return Promise.resolve(open());
    return new Promise((resolve) => queued.push(resolve));
  };
  const release = (connection: Connection) => {
    // A connection the server closed gives its place to a new one.
    if (connection.closed) all.delete(connection);
    const next = queued.shift();
    if (next) next(connection.closed ? open() : connection);
    else if (!connection.closed) idle.push(connection);
  };

  const post = async (path: string, body: object): Promise<number> => {
    const raw = JSON.stringify(body);
    const headers = Object.entries(signedHeaders(vendor.code, vendor.secret, raw))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const request = `POST /gsw/v1/${path} HTTP/1.1\r\nhost: ${target.host}\r\n${headers}content-length: ${Buffer.byteLength(raw)}\r\n\r\n${raw}`;
    const connection = await acquire();
    try {
      return await connection.send(request);
    } finally {
      release(connection);
    }
  };
  return {
    post,
    close: () => {
      for (const connection of all) connection.destroy();
    },
  };
}

/** The q-quantile of ascending latencies, in ms with one decimal. */
export const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
