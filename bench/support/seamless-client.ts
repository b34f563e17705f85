import { Agent, request } from 'node:http';
import { signedHeaders } from '../../apps/server/src/modules/seamless/seamless-signature.js';

/**
 * A game provider's HTTP client of the signed seamless-wallet protocol, kept
 * lean for load: keep-alive sockets, one signed POST per call, the status only.
 */
export function seamlessClient(url: string, vendor: { code: string; secret: string }, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);
  const post = (path: string, body: object) =>
    new Promise<number>((done) => {
      const raw = JSON.stringify(body);
      const req = request(
        { host: target.hostname, port: target.port, path: `/gsw/v1/${path}`, method: 'POST', agent, headers: { ...signedHeaders(vendor.code, vendor.secret, raw), 'content-length': Buffer.byteLength(raw) } },
        (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        },
      );
      req.on('error', () => done(0));
      req.end(raw);
    });
  return { post, close: () => agent.destroy() };
}

/** The q-quantile of ascending latencies, in ms with one decimal. */
export const percentile = (sorted: number[], q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
