import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { API, operatorCreateBodySchema, type OperatorAccount, type OperatorCreateBody } from '@app/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { createOperator } from '../modules/operators/operator-accounts.service.js';
import { auditCli } from './cli-audit.js';
import { callRunningServer } from './operator-http.js';

export interface OperatorsCreateCommand {
  name: 'operators-create';
  body: OperatorCreateBody;
}

/** `operators create <username> --role admin [--name "Display name"]`: the password is generated, shown once. */
export function parseOperatorsCreate(args: string[], usage: string): OperatorsCreateCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { role: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [username] = positionals;
  const body = {
    username,
    displayName: values.name ?? username,
    role: values.role,
    // 128 random bits the operator types once: the first sign-in asks for a password of their own.
    password: randomBytes(16).toString('base64url'),
  };
  const parsed = operatorCreateBodySchema.safeParse(body);
  if (positionals.length !== 1 || !parsed.success) {
    const problems = parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    throw new Error([...problems, usage].join('\n'));
  }
  return { name: 'operators-create', body: parsed.data };
}

function describeCreated(account: OperatorAccount, password: string): string[] {
  return [
    `operator '${account.username}' created with role ${account.role}`,
    `temporary password (shown once): ${password}`,
    'Sign in at /admin: the first sign-in enrols the authenticator app (TOTP) and asks for a new password.',
  ];
}

/** Creates the operator in the database and appends the action to the audit trail (actor `cli`). */
export async function createOperatorDirect(db: Db, merchantId: number, command: OperatorsCreateCommand): Promise<string[]> {
  const deps = { db, clock: Date.now };
  try {
    const account = await createOperator(deps, merchantId, command.body, 'cli');
    await auditCli(db, {
      merchantId,
      action: 'operators create (cli)',
      object: { type: 'operators', id: String(account.id) },
      after: { username: account.username, role: account.role, displayName: account.displayName },
    });
    return describeCreated(account, command.body.password);
  } catch (error) {
    if (error instanceof AppError && error.code === 'operator.username.exists')
      throw new Error(`operator '${command.body.username}' exists`);
    throw error;
  }
}

/** The same through the running server (when it holds the embedded PGlite folder); the scope audits it. */
export async function createOperatorOverHttp(config: Config, command: OperatorsCreateCommand): Promise<string[]> {
  const account = await callRunningServer<OperatorAccount>(config, API.operatorAccounts, { method: 'POST', body: command.body });
  return describeCreated(account, command.body.password);
}
