import { describe, expect, it } from 'vitest';
import { clientRoutes, findClientRoute } from '@app/contract';
import { resolveLayout } from './layout-rules';

const layoutAt = (path: string) => resolveLayout(findClientRoute(path));

describe('resolveLayout', () => {
  it('gives every home alias the home header and the member footer', () => {
    for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
      expect(layoutAt(path), path).toEqual({ header: { variant: 'home' }, footer: 'member' });
    }
  });

  it('drops the header and footer on the account screens', () => {
    for (const path of ['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw']) {
      expect(layoutAt(path), path).toEqual({ header: null, footer: 'none' });
    }
  });

  it('builds the default header from back, title and right control', () => {
    expect(layoutAt('/m/notice').header).toEqual({
      variant: 'default',
      back: 'history',
      right: 'service',
      titleKey: 'routes:notice',
    });
    expect(layoutAt('/m/activity').header).toMatchObject({ back: 'home' });
    expect(layoutAt('/m/read/live').header).toMatchObject({ right: 'search', titleKey: 'routes:read.live' });
  });

  it('keeps the header but not the footer on notice detail, and the agent footer on the agent home', () => {
    expect(layoutAt('/m/noticeDetail')).toMatchObject({ header: { variant: 'default' }, footer: 'none' });
    expect(layoutAt('/m/agent')).toEqual({ header: null, footer: 'agent' });
  });

  it('gives the agent screens the agent footer (no member rewards badge) and keeps the standard header', () => {
    for (const path of ['/m/agent/team/overview', '/m/teamBetting', '/m/member/agent/getSalaryContract', '/m/member/notice'])
      expect(layoutAt(path), path).toMatchObject({ header: { variant: 'default' }, footer: 'agent' });
    expect(layoutAt('/m/securityCenter').footer).toBe('member');
  });

  it('follows the table for every route', () => {
    for (const route of clientRoutes) {
      const { header, footer } = resolveLayout(route);
      expect(footer).toBe(route.footer);
      expect(header === null ? 'none' : header.variant).toBe(route.header);
    }
  });

  it('renders neither for the catch-all', () => {
    expect(resolveLayout(undefined)).toEqual({ header: null, footer: 'none' });
  });
});
