import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, OPERATOR_PERMISSIONS, OPERATOR_ROLES } from '@app/contract';
import { teamEn } from '../../lib/i18n/locales/team.en';
import { teamPt } from '../../lib/i18n/locales/team.pt';
import { changedRoles, permissionAreas, toggle, toMatrix } from './role-matrix';

const defaults = OPERATOR_ROLES.map((role) => ({ role, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] }));

describe('role matrix', () => {
  it('reads the server rows in the contract order and fills missing roles with nothing', () => {
    const matrix = toMatrix([{ role: 'support', permissions: ['players.manage', 'dashboard.read'] }]);
    expect(matrix.support).toEqual(['dashboard.read', 'players.manage']);
    expect(matrix.auditor).toEqual([]);
  });

  it('sends only the roles that changed, each with its whole list', () => {
    const original = toMatrix(defaults);
    let draft = toggle(original, 'support', 'audit.read', true);
    draft = toggle(draft, 'risk', 'agents.read', false);
    expect(changedRoles(original, draft)).toEqual([
      { role: 'support', permissions: [...DEFAULT_ROLE_PERMISSIONS.support, 'audit.read'].sort(byContract) },
      { role: 'risk', permissions: DEFAULT_ROLE_PERMISSIONS.risk.filter((p) => p !== 'agents.read') },
    ]);
  });

  it('sees no change once a toggle is undone, and never changes the admin', () => {
    const original = toMatrix(defaults);
    const undone = toggle(toggle(original, 'content', 'audit.read', true), 'content', 'audit.read', false);
    expect(changedRoles(original, undone)).toEqual([]);
    expect(toggle(original, 'admin', 'audit.read', false)).toBe(original);
  });

  it('groups every permission by area, and names each in both languages', () => {
    const areas = permissionAreas();
    expect(areas.flatMap((a) => a.permissions)).toEqual([...OPERATOR_PERMISSIONS]);
    expect(areas.find((a) => a.area === 'players')?.permissions).toEqual(['players.read', 'players.manage']);
    for (const texts of [teamPt, teamEn]) {
      for (const { area, permissions } of areas) {
        expect(texts.permissionAreas, area).toHaveProperty(area);
        for (const permission of permissions) expect(texts.permissions, permission).toHaveProperty(permission.split('.'));
      }
    }
  });
});

function byContract(a: string, b: string): number {
  return OPERATOR_PERMISSIONS.indexOf(a as never) - OPERATOR_PERMISSIONS.indexOf(b as never);
}
