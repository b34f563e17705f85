import { describe, expect, it } from 'vitest';
import type { EfiAnswer, EfiEnvioApi, EfiEnvioRequest } from './efi-pix-envio.js';
import { efiPayoutProvider } from './efi-payout-provider.js';
import { PixHttpError } from './psp-http-client.js';

/** Efí's answers as documented (dev.efipay.com.br/docs/api-pix/envio-pagamento-pix), played by a stub. */
function stubEfi(put: EfiAnswer, get: EfiAnswer) {
  const calls: Array<{ idEnvio: string; body?: EfiEnvioRequest }> = [];
  const api: EfiEnvioApi = {
    send: async (idEnvio, body) => (calls.push({ idEnvio, body }), put),
    sent: async (idEnvio) => (calls.push({ idEnvio }), get),
  };
  return { api, calls };
}

const accepted = (status: string): EfiAnswer => ({
  status: 201,
  body: {
    idEnvio: 'W1',
    e2eId: 'E09089356202011251226APIff82f2e5',
    valor: '20.00',
    horario: { solicitacao: '2026-01-01T00:00:00Z' },
    status,
  },
});
const sent = (status: string, extra: object = {}): EfiAnswer => ({
  status: 200,
  body: {
    endToEndId: 'E09089356202011251226APIff82f2e5',
    idEnvio: 'W1',
    valor: '20.00',
    chave: 'pix@demo-bet.example',
    status,
    horario: { solicitacao: '2026-01-01T00:00:00Z' },
    favorecido: { chave: 'maria@example.com' },
    ...extra,
  },
});
const notFound: EfiAnswer = {
  status: 404,
  body: { type: 'https://pix.bcb.gov.br/api/v2/error/PixEnviadoNaoEncontrado', title: 'Não Encontrado', status: 404 },
};
const request = {
  id: 'W1',
  pixKey: 'maria@example.com',
  pixKeyType: 'EMAIL' as const,
  amount: '20.00',
  holder: { name: 'Maria', cpf: '52998224725' },
};

describe('Efí Pix Envio payouts', () => {
  it('sends valor, the payer key and the favoured key with the holder CPF, under our id as idEnvio', async () => {
    const efi = stubEfi(accepted('EM_PROCESSAMENTO'), sent('REALIZADO'));
    expect(await efiPayoutProvider(efi.api, 'pix@demo-bet.example').send(request)).toEqual({
      status: 'paid',
      endToEndId: 'E09089356202011251226APIff82f2e5',
    });
    expect(efi.calls[0]).toEqual({
      idEnvio: 'W1',
      body: {
        valor: '20.00',
        pagador: { chave: 'pix@demo-bet.example', infoPagador: 'Saque' },
        favorecido: { chave: 'maria@example.com', cpf: '52998224725' },
      },
    });
    expect(efi.calls[1]).toEqual({ idEnvio: 'W1' });
  });

  it('maps the states: EM_PROCESSAMENTO is processing, NAO_REALIZADO failed with its reason', async () => {
    expect(await efiPayoutProvider(stubEfi(accepted('EM_PROCESSAMENTO'), sent('EM_PROCESSAMENTO')).api, 'k').send(request)).toEqual({
      status: 'processing',
    });
    expect(
      await efiPayoutProvider(stubEfi(accepted('EM_PROCESSAMENTO'), sent('NAO_REALIZADO', { motivo: 'Negado por timeout' })).api, 'k').send(
        request,
      ),
    ).toEqual({ status: 'failed', reason: 'Negado por timeout' });
    expect(await efiPayoutProvider(stubEfi(accepted('EM_PROCESSAMENTO'), sent('NAO_REALIZADO')).api, 'k').status('W1')).toEqual({
      status: 'failed',
      reason: 'NAO_REALIZADO',
    });
    expect(await efiPayoutProvider(stubEfi(accepted('EM_PROCESSAMENTO'), notFound).api, 'k').status('W1')).toBeNull();
  });

  it('answers a repeated idEnvio (409 id_envio_duplicado) with the first payout, never a second one', async () => {
    const efi = stubEfi(
      { status: 409, body: { nome: 'id_envio_duplicado', mensagem: 'O id de envio informado já foi utilizado em outro pagamento' } },
      sent('REALIZADO'),
    );
    expect(await efiPayoutProvider(efi.api, 'k').send(request)).toMatchObject({ status: 'paid' });
    expect(efi.calls.map((c) => (c.body ? 'PUT' : 'GET'))).toEqual(['PUT', 'GET']);
  });

  it('takes 400 and 422 refusals as failed (nothing left), and 5xx or 429 as unknown (thrown, asked again later)', async () => {
    const refused = (status: number, nome: string) =>
      efiPayoutProvider(stubEfi({ status, body: { nome, mensagem: '' } }, notFound).api, 'k').send(request);
    expect(await refused(422, 'pagamento_negado')).toEqual({ status: 'failed', reason: 'pagamento_negado' });
    expect(await refused(400, 'chave_nao_pertence_ao_documento')).toEqual({ status: 'failed', reason: 'chave_nao_pertence_ao_documento' });
    await expect(refused(500, 'erro_aplicacao')).rejects.toBeInstanceOf(PixHttpError);
    await expect(refused(429, 'balde')).rejects.toBeInstanceOf(PixHttpError);
  });
});
