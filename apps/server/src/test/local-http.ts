import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalHttpServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 and a free port, for tests of adapters that
 * speak to an outside service over HTTP (key sets, SMS providers): the request
 * goes through the real client, sockets and all.
 */
export async function startLocalHttp(
  handle: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): Promise<LocalHttpServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Tests leave requests hanging on purpose (timeouts): drop them instead of waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
