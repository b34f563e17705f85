import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const gameList: Loader = () =>
  import('../../features/game-list/components/game-list-screen').then((m) => ({ default: m.GameListScreen }));
/** SPEC §2: every game-list path shows the one game list screen; /m/lottery shows it fixed to LOTT. */
const gameListIds = ['liveGames', 'pokerGames', 'sportGames', 'slotGames', 'fishingGames', 'gameList', 'lottery'];

/**
 * Each built screen is its own chunk, loaded when its route is first visited,
 * so the home route's first load carries only the home screen. Add a screen
 * here when its feature lands; until then the route shows "coming soon".
 */
const loaders: Record<string, Loader> = {
  home: () => import('../../features/home/components/home-screen').then((m) => ({ default: m.HomeScreen })),
  login: () => import('../../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })),
  register: () => import('../../features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
  forget: () => import('../../features/auth/components/forget-screen').then((m) => ({ default: m.ForgetScreen })),
  resetPassword: () =>
    import('../../features/auth/components/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
  changePsw: () =>
    import('../../features/auth/components/change-password-screen').then((m) => ({ default: m.ChangePasswordScreen })),
  voucherCenter: () => import('../../features/deposit/components/deposit-screen').then((m) => ({ default: m.DepositScreen })),
  withdraw: () => import('../../features/withdraw/components/withdraw-screen').then((m) => ({ default: m.WithdrawScreen })),
  transactionRecord: () =>
    import('../../features/records/components/account-record-screen').then((m) => ({ default: m.AccountRecordScreen })),
  gameRecord: () => import('../../features/records/components/bet-record-screen').then((m) => ({ default: m.BetRecordScreen })),
  securityCenter: () =>
    import('../../features/account-center/components/security-screen').then((m) => ({ default: m.SecurityScreen })),
  myAccount: () => import('../../features/account-center/components/my-account-screen').then((m) => ({ default: m.MyAccountScreen })),
  gameCenter: () =>
    import('../../features/game-center/components/game-center-screen').then((m) => ({ default: m.GameCenterScreen })),
  ...Object.fromEntries(gameListIds.map((id) => [id, gameList])),
};

const comingSoon = lazy(() => import('./coming-soon-screen').then((m) => ({ default: m.ComingSoonScreen })));

const screens = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(loaders).map(([id, load]) => [id, lazy(load)]),
);

/**
 * Starts loading a screen's chunk before its route renders: at startup the
 * landing screen downloads alongside the system status instead of after it.
 * The browser keeps one copy of a module, so the later lazy render finds it.
 */
export function preloadScreen(routeId: string | undefined): void {
  const load = routeId === undefined ? undefined : loaders[routeId];
  if (load) void load().catch(() => undefined);
}

export function screenFor(routeId: string): LazyExoticComponent<ComponentType> {
  return screens.get(routeId) ?? comingSoon;
}
