import { EFI_DUPLICATE_ID, isEfiError, type EfiAnswer, type EfiEnviado, type EfiEnvioAccepted, type EfiEnvioApi } from './efi-pix-envio.js';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './payout-provider.js';
import { PixHttpError } from './psp-http-client.js';

/** Shown to the payer's bank statement line and Efí's panel (infoPagador, under 140 characters). */
const INFO_PAGADOR = 'Saque';

/** Refusals of the request itself: nothing was sent, so the held money goes back to the member. */
const REFUSED = new Set([400, 422]);

const unexpected = (answer: EfiAnswer) => new PixHttpError(answer.status, JSON.stringify(answer.body));

function resultOf(status: EfiEnviado['status'], endToEndId: string, reason: string | undefined): PayoutResult {
  if (status === 'REALIZADO') return { status: 'paid', endToEndId };
  if (status === 'NAO_REALIZADO') return { status: 'failed', reason: reason ?? 'NAO_REALIZADO' };
  return { status: 'processing' };
}

/**
 * Payouts through Efí "Pix Envio" (efi-pix-envio.ts), from our receiving key
 * `payerKey` (PIX_KEY: Efí debits the account that owns it).
 *
 * Idempotent by idEnvio = our payout id: Efí answers a repeated PUT with 409
 * id_envio_duplicado, so a repeat reads the first payout's state instead.
 * A 5xx, a timeout or a 429 leaves the outcome unknown: it throws and the
 * caller asks again later with the same id (Efí's advice for 5xx).
 */
export function efiPayoutProvider(api: EfiEnvioApi, payerKey: string): PayoutProvider {
  async function status(id: string): Promise<PayoutResult | null> {
    const answer = await api.sent(id);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw unexpected(answer);
    const sent = answer.body as EfiEnviado;
    return resultOf(sent.status, sent.endToEndId, sent.motivo);
  }

  async function send(request: PayoutRequest): Promise<PayoutResult> {
    const answer = await api.send(request.id, {
      valor: request.amount,
      pagador: { chave: payerKey, infoPagador: INFO_PAGADOR },
      favorecido: { chave: request.pixKey, cpf: request.holder.cpf },
    });
    if (answer.status === 409 && isEfiError(answer.body) && answer.body.nome === EFI_DUPLICATE_ID) {
      const earlier = await status(request.id);
      if (!earlier) throw unexpected(answer);
      return earlier;
    }
    if (REFUSED.has(answer.status))
      return { status: 'failed', reason: isEfiError(answer.body) ? answer.body.nome : `HTTP ${answer.status}` };
    if (answer.status !== 201 && answer.status !== 200) throw unexpected(answer);
    const accepted = answer.body as EfiEnvioAccepted;
    const first = resultOf(accepted.status, accepted.e2eId, undefined);
    // Efí answers EM_PROCESSAMENTO and most PIX settle within a second or two: one read now spares the member a re-drive cycle.
    return first.status === 'processing' ? ((await status(request.id)) ?? first) : first;
  }

  return { send, status };
}
