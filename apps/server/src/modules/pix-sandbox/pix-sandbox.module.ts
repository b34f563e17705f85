import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { pixSandboxApiRoutes } from './pix-sandbox-api.routes.js';
import { pixSandboxOperatorRoutes } from './pix-sandbox.routes.js';
import type { SandboxPsp } from './pix-sandbox.service.js';

export interface PixSandboxModuleOptions {
  /** Built by the payments module, whose embedded PSP it is (PIX_PROVIDER=sandbox). */
  sandbox: SandboxPsp;
  /** The OAuth2 client secret the payments module's HTTP adapter would use against it. */
  clientSecret: string;
  operator: OperatorRoutes;
}

/** The sandbox PSP's API Pix over HTTP, the operator's "a payer pays" and "the charge expires", its webhook timers. */
export const pixSandboxModule = fp<PixSandboxModuleOptions>(
  async (app, { sandbox, clientSecret, operator }) => {
    app.addHook('onClose', async () => {
      sandbox.close();
      await sandbox.idle();
    });
    await app.register(pixSandboxApiRoutes({ sandbox, clientId: 'sandbox', clientSecret }));
    operator.add(pixSandboxOperatorRoutes, { sandbox });
  },
  { name: 'pix-sandbox' },
);
