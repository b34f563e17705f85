import { join, resolve } from 'node:path';
import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';

const WITH_REGISTRY_HTTP = 'required with `KYC_CPF_REGISTRY=http`';
const WITH_LIVENESS_HTTP = 'required with `KYC_LIVENESS=http`';

export const kycEnv = envSection('Identity verification (KYC)', import.meta.url, {
  KYC_CPF_REGISTRY: envVariable(z.enum(['sandbox', 'http']).optional(), {
    text:
      "Where a CPF's status, name and birth date are looked up. `sandbox`: an embedded register the operator edits in " +
      'the back office (Identidade › Sandbox da Receita e da selfie), which answers a valid CPF it does not hold as Regular with the ' +
      "name and birth date the member gave; chosen by name it logs a warning at every start. `http`: Serpro's Consulta " +
      'CPF API (`GET <url>/cpf/{ni}`, OAuth2 client credentials; docs/decisions/player-protection.md).',
    unset: '`sandbox`',
    production: 'must be chosen (`http`, or `sandbox` by name)',
  }),
  KYC_CPF_REGISTRY_URL: envVariable(z.string().url().optional(), {
    text: 'Base URL of Consulta CPF, without `/cpf` (Serpro: `https://gateway.apiserpro.serpro.gov.br/consulta-cpf-df/v2`).',
    production: WITH_REGISTRY_HTTP,
  }),
  KYC_CPF_REGISTRY_TOKEN_URL: envVariable(z.string().url().optional(), {
    text: "The register's OAuth2 token endpoint (Serpro: `https://gateway.apiserpro.serpro.gov.br/token`).",
    production: WITH_REGISTRY_HTTP,
  }),
  KYC_CPF_REGISTRY_CLIENT_ID: envVariable(z.string().optional(), {
    text: 'Consumer key of the Consulta CPF contract.',
    production: WITH_REGISTRY_HTTP,
  }),
  KYC_CPF_REGISTRY_CLIENT_SECRET: envVariable(z.string().optional(), {
    text: 'Consumer secret of the Consulta CPF contract.',
    production: WITH_REGISTRY_HTTP,
  }),
  KYC_LIVENESS: envVariable(z.enum(['sandbox', 'http']).optional(), {
    text:
      'The facial liveness check. `sandbox`: the player takes a selfie on the site and the embedded stand-in scores ' +
      'the upload (a real image of at least 120×120 pixels passes; it does not detect faces); chosen by name it logs a ' +
      'warning at every start. `http`: a provider behind the documented session API (`POST <url>/sessions`, ' +
      '`GET <url>/sessions/{id}`; docs/decisions/player-protection.md).',
    unset: '`sandbox`',
    production: 'must be chosen (`http`, or `sandbox` by name)',
  }),
  KYC_LIVENESS_URL: envVariable(z.string().url().optional(), {
    text: "Base URL of the liveness provider's session API.",
    production: WITH_LIVENESS_HTTP,
  }),
  KYC_LIVENESS_API_KEY: envVariable(z.string().min(16, 'must be at least 16 characters').optional(), {
    text: 'Bearer key of the liveness provider.',
    production: WITH_LIVENESS_HTTP,
  }),
  KYC_LIVENESS_MIN_SCORE: envVariable(z.coerce.number().int().min(1).max(100).default(80), {
    text: "The provider's confidence (0 to 100) from which a liveness check passes.",
  }),
  KYC_FILES_DIR: envVariable(z.string().optional(), {
    text: 'Folder of the selfies and document photos players send; relative to the working directory.',
    unset: '`DATA_DIR/kyc-files`',
  }),
});

type KycEnv = z.output<typeof kycEnv.schema> & { DATA_DIR: string };

function refuseIncomplete(e: KycEnv): void {
  const registry = [
    'KYC_CPF_REGISTRY_URL',
    'KYC_CPF_REGISTRY_TOKEN_URL',
    'KYC_CPF_REGISTRY_CLIENT_ID',
    'KYC_CPF_REGISTRY_CLIENT_SECRET',
  ] as const;
  const liveness = ['KYC_LIVENESS_URL', 'KYC_LIVENESS_API_KEY'] as const;
  const missing = [
    ...(e.KYC_CPF_REGISTRY === 'http' ? registry.filter((name) => !e[name]) : []),
    ...(e.KYC_LIVENESS === 'http' ? liveness.filter((name) => !e[name]) : []),
  ];
  if (missing.length) throw refusal(missing.map((name) => `${name}: required with its adapter set to http`));
}

export function kycConfig(e: KycEnv, cwd: string) {
  refuseIncomplete(e);
  return {
    kyc: {
      registry:
        e.KYC_CPF_REGISTRY === 'http'
          ? {
              kind: 'http' as const,
              url: e.KYC_CPF_REGISTRY_URL!,
              tokenUrl: e.KYC_CPF_REGISTRY_TOKEN_URL!,
              clientId: e.KYC_CPF_REGISTRY_CLIENT_ID!,
              clientSecret: e.KYC_CPF_REGISTRY_CLIENT_SECRET!,
            }
          : { kind: 'sandbox' as const },
      liveness:
        e.KYC_LIVENESS === 'http'
          ? { kind: 'http' as const, url: e.KYC_LIVENESS_URL!, apiKey: e.KYC_LIVENESS_API_KEY!, minScore: e.KYC_LIVENESS_MIN_SCORE }
          : { kind: 'sandbox' as const, minScore: e.KYC_LIVENESS_MIN_SCORE },
      filesDir: e.KYC_FILES_DIR ? resolve(cwd, e.KYC_FILES_DIR) : join(resolve(cwd, e.DATA_DIR), 'kyc-files'),
    },
  };
}

export type KycConfig = ReturnType<typeof kycConfig>['kyc'];
