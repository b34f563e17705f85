/**
 * What NODE_ENV=production changes in the configuration. `npm start` without
 * it is the embedded demo (sandbox PSP, outboxes, demo players); a production
 * start must choose every outside part itself, so that no sandbox stands in
 * for a real provider by accident, and no test-only switch survives a deploy.
 */

/** Test-only switches all start with this; any of them set refuses a production start. */
export const TEST_SWITCH_PREFIX = 'TEST_';

/** Outside parts whose embedded default is a sandbox or an outbox: a production start must name each one. */
export const PROVIDER_CHOICES = [
  { name: 'PIX_PROVIDER', real: 'http', embedded: 'sandbox' },
  { name: 'SMS_PROVIDER', real: 'twilio', embedded: 'outbox' },
  { name: 'MAIL_PROVIDER', real: 'smtp', embedded: 'outbox' },
  { name: 'REGULATOR_SUBMISSION', real: 'manual', embedded: 'sandbox' },
  { name: 'KYC_CPF_REGISTRY', real: 'http', embedded: 'sandbox' },
  { name: 'KYC_LIVENESS', real: 'http', embedded: 'sandbox' },
  { name: 'BARRED_PERSONS_CHECK', real: 'http', embedded: 'sandbox' },
  { name: 'PUSH_VAPID_KEYS', real: 'env', embedded: 'data-folder' },
] as const;

type ProviderName = (typeof PROVIDER_CHOICES)[number]['name'];
export type ProviderSettings = { [K in ProviderName]?: string | undefined } & {
  DEMO_ACTIVITY?: string | undefined;
  MERCHANT_JURISDICTION?: string | undefined;
};

/** Blank counts as unset, as everywhere in the configuration (deployment scripts write `VAR=`). */
const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** Every TEST_* variable that is set, sorted so the message is stable. */
export function testSwitchesSet(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith(TEST_SWITCH_PREFIX) && isSet(env[name]))
    .sort();
}

/** Everything that keeps a production start from going ahead, one line per setting, each naming it. */
export function productionProblems(env: NodeJS.ProcessEnv, settings: ProviderSettings): string[] {
  const problems = testSwitchesSet(env).map((name) => `${name}: test-only switches are refused when NODE_ENV=production`);
  for (const choice of PROVIDER_CHOICES) {
    if (!settings[choice.name]) {
      problems.push(
        `${choice.name}: must be chosen when NODE_ENV=production (${choice.real} for a real provider, or ${choice.embedded} explicitly)`,
      );
    }
  }
  // The generic profile would offer what Brazil forbids (deposit bonus, cockfight): a deploy says which rules it runs.
  if (!settings.MERCHANT_JURISDICTION)
    problems.push('MERCHANT_JURISDICTION: must be chosen when NODE_ENV=production (BR for a .bet.br operator, or NONE explicitly)');
  // Demo activity creates members with a known password and scripted wins paid from house money.
  if (settings.DEMO_ACTIVITY === 'true')
    problems.push('DEMO_ACTIVITY: demo players and the demo agent are refused when NODE_ENV=production');
  return problems;
}

/** The sandboxes and outboxes chosen by name (`PIX_PROVIDER=sandbox`, …): the start warns about each one. */
export function chosenSandboxes(settings: ProviderSettings): string[] {
  return PROVIDER_CHOICES.filter((c) => settings[c.name] === c.embedded).map((c) => `${c.name}=${c.embedded}`);
}

const SANDBOX_EFFECT: Record<string, string> = {
  'PIX_PROVIDER=sandbox': 'PIX charges and payouts go to the embedded sandbox PSP, not to a bank',
  'SMS_PROVIDER=outbox': 'SMS messages are stored in the sms_outbox table, not sent',
  'MAIL_PROVIDER=outbox': 'e-mails are stored in the mail_outbox table, not sent',
  'REGULATOR_SUBMISSION=sandbox': 'regulator files go to the embedded sandbox (regulator_sandbox_receipts), not to the regulator',
  'KYC_CPF_REGISTRY=sandbox': "CPFs are looked up in the embedded register (kyc_sandbox_cpf), not the Receita Federal's",
  'KYC_LIVENESS=sandbox': 'selfies are scored by the embedded stand-in, which detects no faces',
  'BARRED_PERSONS_CHECK=sandbox':
    "barred persons are checked against the embedded sandbox's list (barred_sandbox_entries), not the regulator's",
  'PUSH_VAPID_KEYS=data-folder':
    'web push keys are generated in DATA_DIR/vapid-keys.json: each machine signs with its own, and a lost folder ends every subscription',
};

/** One warning per chosen sandbox, at every start, so a log reader sees that nothing leaves for the outside part. */
export function warnChosenSandboxes(log: { warn: (object: object, message: string) => void }, sandboxes: readonly string[]): void {
  for (const setting of sandboxes) log.warn({ setting }, `${setting}: ${SANDBOX_EFFECT[setting] ?? 'an embedded stand-in is in use'}`);
}
