import type { EfiEnvioApi } from './efi-pix-envio.js';
import type { PspHttpClient } from './psp-http-client.js';

/**
 * Efí "Pix Envio" over HTTPS. The client's base is the API Pix base
 * (https://pix.api.efipay.com.br/v2), so these paths are the documented
 * /v2/gn/pix/:idEnvio and /v2/gn/pix/enviados/id-envio/:idEnvio.
 */
export function efiEnvioOverHttp(client: PspHttpClient): EfiEnvioApi {
  return {
    send: (idEnvio, request) => client.request('PUT', `/gn/pix/${encodeURIComponent(idEnvio)}`, request),
    sent: (idEnvio) => client.request('GET', `/gn/pix/enviados/id-envio/${encodeURIComponent(idEnvio)}`),
  };
}
