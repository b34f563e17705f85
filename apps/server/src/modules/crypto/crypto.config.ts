import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const cryptoEnv = envSection('Sealed request bodies', import.meta.url, {
  PAYLOAD_PRIVATE_KEY: envVariable(z.string().includes('PRIVATE KEY').optional(), {
    text: 'PKCS#8 PEM of the RSA key that opens sealed login and registration bodies; `\\n` may stand for the line breaks.',
    allowed: 'a PEM text containing `PRIVATE KEY`',
    unset: 'generated once and kept in the database, so every server process shares it',
  }),
});

export const cryptoConfig = (e: z.output<typeof cryptoEnv.schema>) => ({ payloadPrivateKey: e.PAYLOAD_PRIVATE_KEY?.replace(/\\n/g, '\n') });
