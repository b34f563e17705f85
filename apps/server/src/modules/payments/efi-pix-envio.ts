/*
 * Efí (formerly Gerencianet) "Pix Envio", the payout call of its API Pix:
 * https://dev.efipay.com.br/docs/api-pix/envio-pagamento-pix (sections
 * "Requisitar envio de Pix" and "Consultar Pix enviado através do
 * Identificador da transação"). Same host, OAuth2 token and mutual TLS as the
 * API Pix charges; scopes pix.send and gn.pix.send.read.
 *
 *   PUT /v2/gn/pix/:idEnvio                     201 EfiEnvioAccepted, 400/422 EfiError (refused), 409 id_envio_duplicado
 *   GET /v2/gn/pix/enviados/id-envio/:idEnvio   200 EfiEnviado, 404 not found
 *
 * The embedded sandbox serves the same two calls (pix-sandbox-envio.routes.ts).
 */

/** The states of a PIX sent (the documented `status` values). */
export type EfiEnvioStatus = 'EM_PROCESSAMENTO' | 'REALIZADO' | 'NAO_REALIZADO';

/** PUT body. `favorecido.cpf` makes Efí refuse a key that does not belong to that CPF (chave_nao_pertence_ao_documento). */
export interface EfiEnvioRequest {
  valor: string;
  pagador: { chave: string; infoPagador?: string };
  favorecido: { chave: string; cpf?: string };
}

/** PUT 201 answer. */
export interface EfiEnvioAccepted {
  idEnvio: string;
  e2eId: string;
  valor: string;
  horario: { solicitacao: string };
  status: EfiEnvioStatus;
}

/**
 * GET answer (the fields we read). `motivo` is not in the documented example
 * of a sent PIX (the refund answers carry it): read when present, never relied on.
 */
export interface EfiEnviado {
  endToEndId: string;
  idEnvio: string;
  valor: string;
  chave: string;
  status: EfiEnvioStatus;
  horario: { solicitacao: string; liquidacao?: string };
  favorecido: { chave: string };
  motivo?: string;
}

/** Efí's own error body (400, 409, 422, 500). */
export interface EfiError {
  nome: string;
  mensagem: string;
}

export const EFI_DUPLICATE_ID = 'id_envio_duplicado';

/** A raw answer: the status code and the parsed JSON body (null when there was none). */
export interface EfiAnswer {
  status: number;
  body: unknown;
}

/** The two calls, over HTTP to Efí or in process to the sandbox. */
export interface EfiEnvioApi {
  send(idEnvio: string, request: EfiEnvioRequest): Promise<EfiAnswer>;
  sent(idEnvio: string): Promise<EfiAnswer>;
}

export const isEfiError = (body: unknown): body is EfiError =>
  typeof body === 'object' && body !== null && typeof (body as EfiError).nome === 'string';
