import fp from 'fastify-plugin';
import { cryptoRoutes } from './crypto.routes.js';
import type { PayloadKey } from './crypto.service.js';

export interface CryptoModuleOptions {
  /** Loaded once by the app: the sealed calls of the auth, members, recovery and identity modules open with it. */
  payloadKey: PayloadKey;
}

/** The public half of the key the site seals login and registration bodies with. */
export const cryptoModule = fp<CryptoModuleOptions>(
  async (app, { payloadKey }) => {
    await app.register(cryptoRoutes, { payloadKey });
  },
  { name: 'crypto' },
);
