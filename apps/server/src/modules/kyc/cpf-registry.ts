import type { SandboxCpfStatus } from '@app/contract';

/**
 * What the Receita Federal's register answers for a CPF (Serpro Consulta CPF): the record it holds, that it holds
 * none, or that the record is a minor's and withheld (Serpro answers 422 under the LGPD instead of the data).
 */
export type RegistryAnswer =
  { kind: 'found'; status: SandboxCpfStatus; name: string; birthDate: string } | { kind: 'not_found' } | { kind: 'minor' };

/** The register did not answer usefully: down, too slow, refused our credentials, or answered what we cannot read. */
export class RegistryUnavailable extends Error {
  constructor(readonly reason: 'down' | 'timeout' | 'refused' | 'malformed') {
    super(`CPF register unavailable (${reason})`);
    this.name = 'RegistryUnavailable';
  }
}

/** KYC_CPF_REGISTRY: the embedded sandbox or Serpro's Consulta CPF over HTTP. */
export interface CpfRegistry {
  name: 'sandbox' | 'http';
  /** Throws RegistryUnavailable when no answer can be had; `merchantId` picks the sandbox's records. */
  lookup(query: { merchantId: number; cpf: string }): Promise<RegistryAnswer>;
}

/** Serpro's situação cadastral codes (Consulta CPF v1 and v2, `situacao.codigo`). */
export const SERPRO_STATUS_CODES: Record<string, SandboxCpfStatus> = {
  '0': 'regular',
  '2': 'suspended',
  '3': 'deceased',
  '4': 'pending',
  '5': 'cancelled',
  '8': 'null',
  '9': 'cancelled',
};
