import type { BarredCategory } from '@app/contract';
import { z } from 'zod';
import { BarredCheckOutage, type BarredPersonsCheck, type BarredVerdict } from './barred-check.js';

/*
 * The regulator's barred-persons API over HTTP, in the platform's documented shape (SIGAP's own API is not public;
 * docs/decisions/player-protection.md, "Barred persons"): `POST <url>/consultas` with `{ "cpfs": [...] }` (at most
 * 100), `Authorization: Bearer <key>`; the answer `{ "resultados": [{ "cpf", "situacao": "PERMITIDO" | "IMPEDIDO",
 * "motivo"? }] }` names every CPF asked. Anything else is an outage: the caller fails closed or retries.
 */

/** The reasons the API gives, as our categories; one we do not know is `other` (still barred). */
const CATEGORY_OF_MOTIVO: Record<string, BarredCategory> = {
  PROGRAMA_SOCIAL: 'social_program',
  AUTOEXCLUSAO_CENTRALIZADA: 'central_self_exclusion',
  DECISAO_JUDICIAL: 'court_order',
  DECISAO_ADMINISTRATIVA: 'court_order',
  LUDOPATIA: 'gambling_disorder',
  INFLUENCIA_ESPORTIVA: 'sports_influence',
  VINCULO_OPERADOR: 'operator_related',
  AGENTE_PUBLICO: 'public_agent',
};

const answerSchema = z.object({
  resultados: z.array(
    z.object({
      cpf: z.string().regex(/^\d{11}$/),
      situacao: z.enum(['PERMITIDO', 'IMPEDIDO']),
      motivo: z.string().max(100).nullish(),
    }),
  ),
});

export interface HttpBarredCheckOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

async function post(options: HttpBarredCheckOptions, cpfs: readonly string[]): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${options.url.replace(/\/+$/, '')}/consultas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cpfs }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new BarredCheckOutage('timeout', `no answer in ${options.timeoutMs} ms`);
    throw new BarredCheckOutage('network', (error as Error).message.slice(0, 200));
  }
  // 429 and 5xx pass; another 4xx means our request or credential is wrong: the check is still not answered.
  if (response.status === 429 || response.status >= 500) throw new BarredCheckOutage('unavailable', `HTTP ${response.status}`);
  if (response.status !== 200) throw new BarredCheckOutage('refused', `HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new BarredCheckOutage('bad_answer', 'the answer is not JSON');
  }
}

export function httpBarredCheck(options: HttpBarredCheckOptions): BarredPersonsCheck {
  return {
    name: 'http',
    async check({ cpfs }) {
      const verdicts = new Map<string, BarredVerdict>();
      if (!cpfs.length) return verdicts;
      const parsed = answerSchema.safeParse(await post(options, cpfs));
      if (!parsed.success) throw new BarredCheckOutage('bad_answer', 'the answer does not have the documented shape');
      for (const r of parsed.data.resultados) {
        verdicts.set(
          r.cpf,
          r.situacao === 'PERMITIDO' ? { barred: false } : { barred: true, category: CATEGORY_OF_MOTIVO[r.motivo ?? ''] ?? 'other' },
        );
      }
      // A CPF the answer leaves out is not "allowed": the check did not answer it.
      if (cpfs.some((cpf) => !verdicts.has(cpf))) throw new BarredCheckOutage('bad_answer', 'the answer leaves out CPFs that were asked');
      return verdicts;
    },
  };
}
