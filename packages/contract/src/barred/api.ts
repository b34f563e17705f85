/** Paths of the barred-persons calls (merged into API); inside the one /wps/operator scope. */
export const BARRED_API = {
  operatorBarred: '/wps/operator/barred',
  operatorBarredCases: '/wps/operator/barred/cases',
  operatorBarredRuns: '/wps/operator/barred/runs',
  operatorBarredSandbox: '/wps/operator/barred/sandbox',
  operatorBarredSandboxEntries: '/wps/operator/barred/sandbox/entries',
  operatorBarredSandboxEntry: '/wps/operator/barred/sandbox/entries/:id',
} as const;
