import { allows, API, DEFAULT_ROLE_PERMISSIONS, OPERATOR_ROLES, type OperatorRole, type RouteAccess } from '@app/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../test/operators.js';
import { createTestApp, operatorHeaders, type TestApp } from '../../test/test-app.js';

/** Values no object has, so a permitted call finds nothing (404) or is refused by its schema (400): no side effects. */
const PARAMS: Record<string, string> = {
  id: '999999',
  username: 'nobody-here',
  orderNo: 'NO-SUCH-ORDER',
  txid: 'nosuchtxid',
  n: '1',
  role: 'nope',
};

interface OperatorRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

describe('operator permissions', () => {
  let t: TestApp;
  const routes: OperatorRoute[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/wps/operator/')) return;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config!.access! });
        }
      },
    });
  });
  afterAll(() => t.close());

  const keyOf = async (role: OperatorRole) => {
    const created = await t.app.inject({
      method: 'POST',
      url: API.operatorApiKeys,
      headers: operatorHeaders,
      payload: { name: role, role },
    });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const call = (route: OperatorRoute, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'x'),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    });

  it('walks every operator route with every role: a role without the route permission is refused, one with it is not', async () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const role of OPERATOR_ROLES) {
      const headers = await keyOf(role);
      const granted = new Set<string>(DEFAULT_ROLE_PERMISSIONS[role]);
      for (const route of routes.filter((r) => r.access !== 'public')) {
        const res = await call(route, headers);
        const denied = res.statusCode === 403 && res.json().errorCode === 'operator.permission.denied';
        expect({ role, route: `${route.method} ${route.url}`, denied }).toEqual({
          role,
          route: `${route.method} ${route.url}`,
          denied: !allows(granted, route.access),
        });
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    // Every route with every role: over a thousand calls, which a loaded two-core runner takes more than the default on.
  }, 180_000);

  /**
   * POSTs that change nothing: the live-chat console's socket ticket is a short-lived credential for reading (a
   * browser's WebSocket cannot send the session header), so chat.read grants it.
   */
  const READING_POSTS = new Set([`POST ${API.operatorChatTicket}`]);

  it('gives the auditor every read and nothing that changes anything', () => {
    const auditor = new Set<string>(DEFAULT_ROLE_PERMISSIONS.auditor);
    for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'self')) {
      expect({ route: `${route.method} ${route.url}`, allowed: allows(auditor, route.access) }).toEqual({
        route: `${route.method} ${route.url}`,
        allowed: route.method === 'GET' || READING_POSTS.has(`${route.method} ${route.url}`),
      });
    }
  });

  it('applies a matrix edit at the next call, keeps admin whole, and ends the role sessions', async () => {
    const admin = await createOperator(t, 'admin');
    const support = await createOperator(t, 'support');
    const key = await keyOf('support');
    const chat = () => t.app.inject({ method: 'GET', url: API.operatorChatConversations, headers: key });
    expect((await chat()).statusCode).toBe(200);
    const without = DEFAULT_ROLE_PERMISSIONS.support.filter((p) => p !== 'chat.read');
    const put = (role: string, permissions: string[]) =>
      t.app.inject({ method: 'PUT', url: API.operatorRole.replace(':role', role), headers: admin.headers, payload: { permissions } });
    expect((await put('support', without)).statusCode).toBe(200);
    expect((await chat()).json()).toMatchObject({ errorCode: 'operator.permission.denied' });
    expect((await t.app.inject({ method: 'GET', url: API.operatorMe, headers: support.headers })).statusCode).toBe(401);
    expect((await put('admin', [])).json()).toMatchObject({ errorCode: 'operator.role.fixed' });
    const matrix = (await t.app.inject({ method: 'GET', url: API.operatorRoles, headers: admin.headers })).json().value;
    expect(matrix.find((r: { role: string }) => r.role === 'support').permissions).not.toContain('chat.read');
    expect(matrix.find((r: { role: string }) => r.role === 'finance').permissions).toEqual(DEFAULT_ROLE_PERMISSIONS.finance);
    await put('support', [...DEFAULT_ROLE_PERMISSIONS.support]);
    expect((await chat()).statusCode).toBe(200);
  });

  it('shows an API key once, lists it by its prefix, and stops it at revocation', async () => {
    const admin = await createOperator(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: API.operatorApiKeys,
      headers: admin.headers,
      payload: { name: 'payments robot', role: 'finance' },
    });
    const { key, secret } = created.json().value;
    expect(secret).toMatch(/^opk_/);
    const headers = { authorization: `Bearer ${secret}` };
    const list = (await t.app.inject({ method: 'GET', url: API.operatorApiKeys, headers: admin.headers })).json().value;
    const listed = list.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({ name: 'payments robot', role: 'finance', prefix: secret.slice(0, 10), createdBy: admin.username });
    expect(JSON.stringify(list)).not.toContain(secret);
    expect((await t.app.inject({ method: 'GET', url: API.operatorWithdrawals, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: API.operatorMaintenance, headers })).json()).toMatchObject({
      errorCode: 'operator.permission.denied',
    });
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: API.operatorApiKey.replace(':id', String(key.id)),
      headers: admin.headers,
    });
    expect(revoked.json().value.revokedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: API.operatorWithdrawals, headers })).json()).toMatchObject({
      errorCode: 'operator.unauthorized',
    });
    const audit = (await t.app.inject({ method: 'GET', url: `${API.operatorAudit}?objectType=api-keys`, headers: admin.headers })).json();
    expect(audit.value.rows[0]).toMatchObject({
      actor: { kind: 'operator', id: admin.id, name: admin.username },
      action: `DELETE ${API.operatorApiKey}`,
      before: { id: key.id, revokedAt: null },
    });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});
