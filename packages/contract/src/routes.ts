/**
 * The client route table of SPEC §2, shared by the web router (screens,
 * header/footer rules, guards) and the server (which serves the app on them).
 *
 * Decisions where SPEC is silent (also in docs/decisions/routes-and-layout.md):
 * - every game-list path is the "gameList" screen, so it has neither header nor
 *   footer (the screen draws its own title bar with a back arrow);
 * - /m/read/{kind} pages exist as category lists with the standard header and
 *   the search control on its right side;
 * - the agent home and every agent screen (guard 'agent') show the agent footer
 *   instead of the member footer: agents do not play, so the member footer's
 *   rewards badge and deposit/invite items are no use there.
 */
export type HeaderKind = 'home' | 'default' | 'none';
export type BackKind = 'home' | 'history' | 'hidden';
/**
 * guest: anyone; member: needs a session (else /m/login); agent: needs an agent
 * session (guests to /m/login, other members to /m/home); agent-or-home: the
 * agent home, which sends guests and non-agents alike to /m/home (SPEC §2).
 */
export type GuardKind = 'guest' | 'member' | 'agent' | 'agent-or-home' | 'session-or-home' | 'session-or-activity';
export type FooterKind = 'member' | 'agent' | 'none';

export interface ClientRoute {
  /** Stable screen id; also the i18n title key `routes.<id>`. */
  id: string;
  path: string;
  aliases?: readonly string[];
  header: HeaderKind;
  footer: FooterKind;
  back: BackKind;
  guard: GuardKind;
  /** Right-side header control. */
  headerRight: 'service' | 'search';
}

const base = {
  header: 'default',
  footer: 'member',
  back: 'history',
  guard: 'guest',
  headerRight: 'service',
} as const satisfies Omit<ClientRoute, 'id' | 'path'>;

const screen = (id: string, path: string, over: Partial<ClientRoute> = {}): ClientRoute => ({
  ...base,
  id,
  path,
  ...over,
});

const bare = { header: 'none', footer: 'none' } as const;
const member = { guard: 'member' } as const;
/** Agent screens keep the agent home's footer (home, open account, dividend, announcements), not the member one. */
const agent = { guard: 'agent', footer: 'agent' } as const;

export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html'] as const;
export const readKinds = ['live', 'sport', 'esport', 'rng', 'pvp', 'fish', 'lott'] as const;

export const clientRoutes: readonly ClientRoute[] = [
  screen('home', '/m/home', { aliases: homeAliases, header: 'home', back: 'hidden' }),
  screen('login', '/m/login', { ...bare, back: 'home' }),
  screen('register', '/m/register', { ...bare, back: 'home', aliases: ['/m/register.html'] }),
  screen('forget', '/m/forget', { ...bare, back: 'home' }),
  // Opened from the e-mailed reset link (docs/decisions/accounts-and-auth.md, "Forgot password"); a login-side
  // page like /m/forget.
  screen('resetPassword', '/m/resetPassword', { ...bare, back: 'home' }),
  screen('changePsw', '/m/changePsw', { ...bare, back: 'hidden', guard: 'session-or-home' }),
  screen('agent', '/m/agent', { header: 'none', footer: 'agent', guard: 'agent-or-home' }),
  screen('set', '/m/set', member),
  screen('help', '/m/help'),
  screen('notice', '/m/notice'),
  screen('noticeDetail', '/m/noticeDetail', { footer: 'none' }),
  screen('activity', '/m/activity', { back: 'home' }),
  screen('activityDetail', '/m/activityDetail'),
  screen('message', '/m/message', { header: 'none', ...member }),
  // The built-in live chat (CBS3), opened from the chat launch's value.chatUrl with a single-use ticket.
  screen('chat', '/m/chat', { ...bare, ...member }),
  screen('applyReward', '/m/applyReward', { guard: 'session-or-activity' }),
  screen('liveGames', '/m/live-games', bare),
  screen('pokerGames', '/m/poker-games', bare),
  screen('sportGames', '/m/sport-games', bare),
  screen('slotGames', '/m/slot-games', bare),
  screen('fishingGames', '/m/fishing-games', bare),
  screen('gameList', '/m/gameList', bare),
  ...readKinds.map((kind) => screen(`read.${kind}`, `/m/read/${kind}`, { headerRight: 'search' })),
  screen('lottery', '/m/lottery', { header: 'none' }),
  // The game page launches a game: it needs a session (SPEC §4 game launch), so guests go to /m/login.
  screen('gameCenter', '/m/gameCenter', { header: 'none', ...member }),
  screen('app', '/m/app', { header: 'none' }),
  screen('inviteFriends', '/m/inviteFriends', member),
  screen('signIn', '/m/activity/signIn', member),
  screen('rewardCenter', '/m/rewardCenter', member),
  screen('mall', '/m/mall/mallHome', member),
  screen('gameRecord', '/m/gameRecord', member),
  screen('transactionRecord', '/m/transaction/record', member),
  screen('securityCenter', '/m/securityCenter', member),
  // Turning two-step verification (TOTP) on and off, from the security centre.
  screen('twoFactor', '/m/twoFactor', member),
  screen('myAccount', '/m/myAccount/index', member),
  screen('responsibleGaming', '/m/responsibleGaming', member),
  screen('myActivity', '/m/myActivity', member),
  // The player's identity verification (KYC, issue 30 item 5): CPF check, selfie, document.
  screen('verifyIdentity', '/m/verifyIdentity', member),
  // The player's personal data (LGPD): a copy of it, and closing the account (issue 30 item 10).
  screen('privacy', '/m/privacy', member),
  screen('memberHome', '/m/member/home', member),
  screen('voucherCenter', '/m/voucherCenter', member),
  screen('withdraw', '/m/withdraw', member),
  screen('webEmail', '/m/webEmail', member),
  screen('memberNotice', '/m/member/notice', agent),
  screen('agentRegister', '/m/agentRegister', agent),
  screen('redRain', '/m/redRain', member),
  screen('teamBetting', '/m/teamBetting', agent),
  screen('teamOverview', '/m/agent/team/overview', agent),
  screen('teamPnl', '/m/agent/team/pnl', agent),
  screen('memberTeam', '/m/member/team', agent),
  screen('agentRebate', '/m/member/agent/agentRebeat', agent),
  screen('teamRebate', '/m/member/teamRebate', agent),
  screen('agentDividend', '/m/member/agent/agentDivident', agent),
  screen('salaryContract', '/m/member/agent/getSalaryContract', agent),
  screen('dividendContract', '/m/member/agent/getDevidendContract', agent),
  screen('hourContract', '/m/member/agent/getHourContract', agent),
];

/** Every path (with aliases) that the server must answer with the app. */
export const clientPaths: readonly string[] = clientRoutes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);

export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
export const ACTIVITY_PATH = '/m/activity';

export function isHomePath(pathname: string): boolean {
  return pathname === HOME_PATH || (homeAliases as readonly string[]).includes(pathname);
}

export function findClientRoute(pathname: string): ClientRoute | undefined {
  return clientRoutes.find((r) => r.path === pathname || r.aliases?.includes(pathname));
}
