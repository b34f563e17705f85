import { API, type OperatorRole } from '@app/contract';
import { nextIp } from '../../test/accounts.js';
import { operatorHeaders, type TestApp } from '../../test/test-app.js';

export interface AuditRow {
  action: string;
  objectType: string | null;
  objectId: string | null;
  before: unknown;
  after: unknown;
}

/** One fixture factory for the back office's promotion and reward calls: operator calls, role keys, the audit trail. */
export function operatorFixture(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: object = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers: headers as Record<string, string>, ...(payload && { payload }) });

  /** An API key of a role (the permission matrix of a new merchant). */
  const keyOf = async (role: OperatorRole) => {
    const created = await call('POST', API.operatorApiKeys, { name: `promotions ${role} ${Math.random()}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };

  /** The newest rows of the audit trail, newest first. */
  const audit = async (limit = 20) => (await call('GET', `${API.operatorAudit}?limit=${limit}`)).json().value.rows as AuditRow[];

  const guestPromotions = async () =>
    (await t.app.inject({ url: API.promotions, remoteAddress: nextIp() })).json().value as Array<{
      id: number;
      code: string;
      label: string;
    }>;

  return { call, keyOf, audit, guestPromotions };
}

export const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
