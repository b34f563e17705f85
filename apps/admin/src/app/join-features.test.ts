import { describe, expect, it } from 'vitest';
import { joinFeatures } from './join-features';

const operators = {
  resources: [{ name: 'team' }, { name: 'operators', list: '/operators', meta: { parent: 'team' } }],
  routes: { operators: { path: '/wps/operator/operators', paging: 'none' as const } },
  access: { operators: { read: 'operators.read' as const, manage: 'operators.manage' as const } },
};
const audit = {
  resources: [{ name: 'audit', list: '/audit' }],
  routes: { audit: { path: '/wps/operator/audit', paging: 'keyset' as const } },
  access: { audit: { read: 'audit.read' as const } },
};

describe('joinFeatures', () => {
  it('keeps the menu order and merges the routes and the access needs', () => {
    const joined = joinFeatures([operators, audit]);
    expect(joined.resources.map((r) => r.name)).toEqual(['team', 'operators', 'audit']);
    expect(Object.keys(joined.routes)).toEqual(['operators', 'audit']);
    expect(joined.access.audit).toEqual({ read: 'audit.read' });
  });

  it('refuses two features declaring one resource or one route', () => {
    expect(() => joinFeatures([audit, audit])).toThrow('resource "audit"');
    const sameRoute = { resources: [], routes: { audit: audit.routes.audit }, access: {} };
    expect(() => joinFeatures([audit, sameRoute])).toThrow('server route of "audit"');
  });
});
