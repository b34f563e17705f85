import type { ContractKind, ContractRequestInfo } from '@app/contract';

/** SPEC §2 greeting bands by hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingKey(hour: number): 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening' {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** SPEC §6: the contract prompts are skipped for these types. */
const NO_PROMPT_TYPES = [4, 40, 41, 42];

/** The first contract kind whose offer waits for an answer, unless the type skips the prompts. */
export function pendingContract(type: number, info: ContractRequestInfo): ContractKind | undefined {
  if (NO_PROMPT_TYPES.includes(type)) return undefined;
  if (info.dailysalreqtype === '1') return 'salary';
  if (info.divtypecompperiodreq === '1') return 'dividend';
  if (info.contracthoursalreq === '1') return 'hourly';
  return undefined;
}

export const contractRoute = { salary: 'salaryContract', dividend: 'dividendContract', hourly: 'hourContract' } as const satisfies Record<
  ContractKind,
  string
>;

/** A rate string of the API ("10.00") in the site language: "10,00" in Portuguese. */
export const formatRate = (rate: string, language: string) => (language === 'pt' ? rate.replace('.', ',') : rate);
