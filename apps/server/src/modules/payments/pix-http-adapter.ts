import type { Cob, CobRequest, Devolucao, PixListPage, PixProvider, PixReceived } from './pix-provider.js';
import { createPspHttpClient, PixHttpError, type PspHttpClient, type PspHttpOptions } from './psp-http-client.js';

export { PixHttpError, type PixTls } from './psp-http-client.js';
export type HttpPixOptions = PspHttpOptions;

/** The largest page API Pix PSPs serve. */
const RECEIVED_PAGE_SIZE = 1_000;

/** The charge calls of the Banco Central API Pix (PUT and GET /cob/{txid}, GET /pix) over a PSP client. */
export function pixChargesOver(client: PspHttpClient): PixProvider {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    const answer = await client.request(method, path, body);
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status >= 300) throw new PixHttpError(answer.status, answer.text);
    return answer.body as T;
  }
  return {
    async createCharge(txid: string, request: CobRequest): Promise<Cob> {
      const cob = await call<Cob>('PUT', `/cob/${encodeURIComponent(txid)}`, request);
      if (!cob) throw new PixHttpError(404, 'charge endpoint not found');
      return cob;
    },
    getCharge: (txid: string) => call<Cob>('GET', `/cob/${encodeURIComponent(txid)}`),
    async listReceived(from: Date, to: Date): Promise<PixReceived[]> {
      const received: PixReceived[] = [];
      for (let page = 0; ; page += 1) {
        const query = new URLSearchParams({
          inicio: from.toISOString(),
          fim: to.toISOString(),
          'paginacao.paginaAtual': String(page),
          'paginacao.itensPorPagina': String(RECEIVED_PAGE_SIZE),
        });
        const answer = await call<PixListPage>('GET', `/pix?${query.toString()}`);
        received.push(...(answer?.pix ?? []));
        const pages = answer?.parametros.paginacao.quantidadeDePaginas ?? 0;
        if (page + 1 >= pages) break;
      }
      // API Pix's `fim` is inclusive; the period is [from, to).
      return received.filter((p) => Date.parse(p.horario) < to.getTime());
    },
    async refund(endToEndId: string, id: string, valor: string): Promise<Devolucao> {
      const path = `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(id)}`;
      const answer = await call<Devolucao>('PUT', path, { valor });
      if (!answer) throw new PixHttpError(404, 'received PIX not found');
      return answer;
    },
    getRefund: (endToEndId: string, id: string) =>
      call<Devolucao>('GET', `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(id)}`),
  };
}

/** A PSP speaking the Banco Central API Pix over HTTPS (see psp-http-client.ts for the token and mutual TLS). */
export function createHttpPixProvider(options: HttpPixOptions): PixProvider {
  return pixChargesOver(createPspHttpClient(options));
}
