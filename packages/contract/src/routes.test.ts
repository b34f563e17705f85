import { describe, expect, it } from 'vitest';
import { clientPaths, clientRoutes, findClientRoute, isHomePath } from './routes.js';

/** SPEC §2 lists; the table must reproduce them exactly. */
const noHeader = ['login', 'register', 'message', 'app', 'lottery', 'forget', 'changePsw', 'agent', 'gameList', 'gameCenter'];
const noFooter = ['login', 'register', 'noticeDetail', 'changePsw', 'forget', 'gameList'];
const backHome = ['login', 'register', 'activity', 'forget'];

describe('client route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(clientRoutes.map((r) => r.id)).size).toBe(clientRoutes.length);
    expect(new Set(clientPaths).size).toBe(clientPaths.length);
  });

  it('contains every path of the SPEC route table', () => {
    const spec = [
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/m/forget',
      '/m/changePsw',
      '/m/home',
      '/',
      '/m',
      '/m/',
      '/m/index',
      '/m/index.html',
      '/m/agent',
      '/m/set',
      '/m/help',
      '/m/notice',
      '/m/noticeDetail',
      '/m/activity',
      '/m/activityDetail',
      '/m/message',
      '/m/applyReward',
      '/m/live-games',
      '/m/poker-games',
      '/m/sport-games',
      '/m/slot-games',
      '/m/fishing-games',
      '/m/gameList',
      '/m/lottery',
      '/m/gameCenter',
      '/m/app',
      '/m/inviteFriends',
      '/m/activity/signIn',
      '/m/rewardCenter',
      '/m/mall/mallHome',
      '/m/gameRecord',
      '/m/transaction/record',
      '/m/securityCenter',
      '/m/myAccount/index',
      '/m/member/home',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/webEmail',
      '/m/member/notice',
      '/m/agentRegister',
      '/m/redRain',
      '/m/teamBetting',
      '/m/agent/team/overview',
      '/m/agent/team/pnl',
      '/m/member/team',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/member/agent/agentDivident',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ];
    for (const path of spec) expect(findClientRoute(path), path).toBeDefined();
  });

  it('hides the header exactly where SPEC says', () => {
    for (const id of noHeader) expect(clientRoutes.find((r) => r.id === id)?.header, id).toBe('none');
    const game = clientRoutes.filter((r) => r.path.endsWith('-games'));
    for (const r of game) expect(r.header).toBe('none');
  });

  it('hides the member footer exactly where SPEC says', () => {
    for (const id of noFooter) expect(clientRoutes.find((r) => r.id === id)?.footer, id).toBe('none');
    expect(findClientRoute('/m/notice')?.footer).toBe('member');
  });

  it('sends the back arrow home on login, register, activity and forget, and hides it on home', () => {
    for (const id of backHome) expect(clientRoutes.find((r) => r.id === id)?.back, id).toBe('home');
    expect(findClientRoute('/m/home')?.back).toBe('hidden');
    expect(findClientRoute('/m/changePsw')?.back).toBe('hidden');
    expect(findClientRoute('/m/notice')?.back).toBe('history');
  });

  it('recognises the six home paths', () => {
    for (const p of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) expect(isHomePath(p), p).toBe(true);
    expect(isHomePath('/m/homes')).toBe(false);
  });

  it('shows the search control only on /m/read pages', () => {
    expect(findClientRoute('/m/read/live')?.headerRight).toBe('search');
    expect(findClientRoute('/m/notice')?.headerRight).toBe('service');
  });
});
