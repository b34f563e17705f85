import { formatMinor, parseMoney, type PixKeyType } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import {
  EFI_DUPLICATE_ID,
  type EfiAnswer,
  type EfiEnviado,
  type EfiEnvioAccepted,
  type EfiEnvioApi,
  type EfiEnvioRequest,
} from '../payments/efi-pix-envio.js';
import type { PixKeyDirectory } from '../payments/pix-key-directory.js';
import * as repo from './pix-sandbox.repository.js';

export interface SandboxEnvioOptions {
  db: Db;
  clock: Clock;
  /** The merchant's key: the only `pagador.chave` this "account" owns. */
  pixKey: string;
  /** Payouts to these keys end NAO_REALIZADO, like a receiving institution refusing them. */
  failKeys: ReadonlySet<string>;
  endToEndId: (now: number) => string;
  /** Whose keys are whose: a payout to a key of another CPF than `favorecido.cpf` is refused, as Efí refuses it. */
  dict: PixKeyDirectory;
}

const REFUSED_REASON = 'Chave recusada pela instituição do recebedor';

/** The key's DICT type as the sandbox's books record it (Efí's body carries only the key). */
function dictKeyType(key: string): PixKeyType {
  if (/^\d{11}$/.test(key)) return 'CPF';
  if (key.startsWith('+')) return 'PHONE';
  if (key.includes('@')) return 'EMAIL';
  return 'EVP';
}

const error = (status: number, nome: string, mensagem: string): EfiAnswer => ({ status, body: { nome, mensagem } });

const KEY_NOT_OWNED = 'chave_nao_pertence_ao_documento';

/**
 * A key the sandbox's DICT knows under another CPF than the one named. Keys it does not know pass, as they always
 * did here (the sandbox has no other banks' books), so the generic profile's payouts keep working.
 */
async function ownedByAnother(dict: PixKeyDirectory, favorecido: EfiEnvioRequest['favorecido']): Promise<boolean> {
  if (!favorecido.cpf) return false;
  const owner = await dict.lookup(dictKeyType(favorecido.chave), favorecido.chave).catch(() => null);
  return owner?.status === 'found' && owner.ownerCpf !== favorecido.cpf;
}

function toEnviado(payout: repo.SandboxPayout, payerKey: string): EfiEnviado {
  const at = payout.createdAt.toISOString();
  const done = payout.status === 'paid';
  return {
    endToEndId: payout.endToEndId ?? '',
    idEnvio: payout.idempotencyKey,
    valor: formatMinor(payout.amount),
    chave: payerKey,
    status: done ? 'REALIZADO' : 'NAO_REALIZADO',
    horario: { solicitacao: at, ...(done && { liquidacao: at }) },
    favorecido: { chave: payout.pixKey },
    ...(!done && { motivo: payout.reason ?? REFUSED_REASON }),
  };
}

/**
 * The sandbox's Efí "Pix Envio" (payments/efi-pix-envio.ts): a PUT is
 * accepted EM_PROCESSAMENTO, as Efí answers, and settles at once (REALIZADO,
 * or NAO_REALIZADO for a fail key), as the next GET shows. A used idEnvio is
 * a 409 id_envio_duplicado; a payer key other than ours is Efí's 400 chave_invalida.
 */
export function createSandboxEnvio(options: SandboxEnvioOptions): EfiEnvioApi {
  const { db, clock } = options;
  return {
    async send(idEnvio: string, request: EfiEnvioRequest): Promise<EfiAnswer> {
      if (request.pagador.chave !== options.pixKey)
        return error(400, 'chave_invalida', 'A chave informada não faz referência à conta Efí autenticada');
      if (await ownedByAnother(options.dict, request.favorecido))
        return error(400, KEY_NOT_OWNED, 'A chave Pix informada não pertence ao documento informado');
      const now = clock();
      const refused = options.failKeys.has(request.favorecido.chave);
      const stored = await repo.insertPayout(db, {
        idempotencyKey: idEnvio,
        pixKey: request.favorecido.chave,
        pixKeyType: dictKeyType(request.favorecido.chave),
        amount: parseMoney(request.valor),
        holderCpf: request.favorecido.cpf ?? '',
        status: refused ? 'failed' : 'paid',
        endToEndId: options.endToEndId(now),
        reason: refused ? REFUSED_REASON : null,
        createdAt: new Date(now),
      });
      if (!stored) return error(409, EFI_DUPLICATE_ID, 'O id de envio informado já foi utilizado em outro pagamento');
      const accepted: EfiEnvioAccepted = {
        idEnvio,
        e2eId: stored.endToEndId ?? '',
        valor: formatMinor(stored.amount),
        horario: { solicitacao: stored.createdAt.toISOString() },
        status: 'EM_PROCESSAMENTO',
      };
      return { status: 201, body: accepted };
    },

    async sent(idEnvio: string): Promise<EfiAnswer> {
      const payout = await repo.findPayout(db, idEnvio);
      if (!payout) {
        return {
          status: 404,
          body: {
            type: 'https://pix.bcb.gov.br/api/v2/error/PixEnviadoNaoEncontrado',
            title: 'Não Encontrado',
            status: 404,
            detail: 'Pix enviado não encontrado para o idEnvio informado.',
          },
        };
      }
      return { status: 200, body: toEnviado(payout, options.pixKey) };
    },
  };
}
