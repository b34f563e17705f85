import type { ComponentType } from 'react';
import { loadErrorTexts } from '../../lib/i18n/error-texts';

export type Loader = () => Promise<{ default: ComponentType }>;

const gameList: Loader = () => import('../../features/game-list/components/game-list-screen').then((m) => ({ default: m.GameListScreen }));
/** /m/notice and the agents' /m/member/notice?types=A are one screen over the announcements model. */
const notice: Loader = () => import('../../features/notice/components/notice-screen').then((m) => ({ default: m.NoticeScreen }));
/** SPEC §2: every game-list path shows the one game list screen; /m/lottery shows it fixed to LOTT. */
const gameListIds = ['liveGames', 'pokerGames', 'sportGames', 'slotGames', 'fishingGames', 'gameList', 'lottery'];

/**
 * Each built screen is its own chunk, loaded when its route is first visited.
 * Add a screen here when its feature lands; until then the route shows
 * "coming soon". The home is not here (screen-registry.ts).
 */
const loaders: Record<string, Loader> = {
  login: () => import('../../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })),
  register: () => import('../../features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
  forget: () => import('../../features/auth/components/forget-screen').then((m) => ({ default: m.ForgetScreen })),
  resetPassword: () => import('../../features/auth/components/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
  changePsw: () => import('../../features/auth/components/change-password-screen').then((m) => ({ default: m.ChangePasswordScreen })),
  voucherCenter: () => import('../../features/deposit/components/deposit-screen').then((m) => ({ default: m.DepositScreen })),
  withdraw: () => import('../../features/withdraw/components/withdraw-screen').then((m) => ({ default: m.WithdrawScreen })),
  transactionRecord: () =>
    import('../../features/records/components/account-record-screen').then((m) => ({ default: m.AccountRecordScreen })),
  gameRecord: () => import('../../features/records/components/bet-record-screen').then((m) => ({ default: m.BetRecordScreen })),
  securityCenter: () => import('../../features/account-center/components/security-screen').then((m) => ({ default: m.SecurityScreen })),
  twoFactor: () => import('../../features/account-center/components/two-factor-screen').then((m) => ({ default: m.TwoFactorScreen })),
  myAccount: () => import('../../features/account-center/components/my-account-screen').then((m) => ({ default: m.MyAccountScreen })),
  responsibleGaming: () =>
    import('../../features/responsible-gaming/components/responsible-gaming-screen').then((m) => ({ default: m.ResponsibleGamingScreen })),
  myActivity: () => import('../../features/my-activity/components/my-activity-screen').then((m) => ({ default: m.MyActivityScreen })),
  privacy: () => import('../../features/privacy/components/privacy-screen').then((m) => ({ default: m.PrivacyScreen })),
  verifyIdentity: () => import('../../features/kyc/components/verify-identity-screen').then((m) => ({ default: m.VerifyIdentityScreen })),
  activity: () => import('../../features/promotions/components/activity-screen').then((m) => ({ default: m.ActivityScreen })),
  activityDetail: () =>
    import('../../features/promotions/components/activity-detail-screen').then((m) => ({ default: m.ActivityDetailScreen })),
  applyReward: () => import('../../features/promotions/components/apply-reward-screen').then((m) => ({ default: m.ApplyRewardScreen })),
  signIn: () => import('../../features/promotions/components/sign-in-screen').then((m) => ({ default: m.SignInScreen })),
  rewardCenter: () => import('../../features/promotions/components/reward-center-screen').then((m) => ({ default: m.RewardCenterScreen })),
  mall: () => import('../../features/rewards/components/mall-screen').then((m) => ({ default: m.MallScreen })),
  redRain: () => import('../../features/rewards/components/rain-screen').then((m) => ({ default: m.RainScreen })),
  app: () => import('../../features/app-download/components/app-download-screen').then((m) => ({ default: m.AppDownloadScreen })),
  gameCenter: () => import('../../features/game-center/components/game-center-screen').then((m) => ({ default: m.GameCenterScreen })),
  notice: notice,
  memberNotice: notice,
  noticeDetail: () => import('../../features/notice/components/notice-detail-screen').then((m) => ({ default: m.NoticeDetailScreen })),
  message: () => import('../../features/messages/components/message-centre-screen').then((m) => ({ default: m.MessageCentreScreen })),
  webEmail: () => import('../../features/messages/components/inbox-screen').then((m) => ({ default: m.InboxScreen })),
  chat: () => import('../../features/messages/components/chat-screen').then((m) => ({ default: m.ChatScreen })),
  help: () => import('../../features/help/components/help-screen').then((m) => ({ default: m.HelpScreen })),
  set: () => import('../../features/settings/components/settings-screen').then((m) => ({ default: m.SettingsScreen })),
  inviteFriends: () => import('../../features/referral/components/invite-friends-screen').then((m) => ({ default: m.InviteFriendsScreen })),
  memberHome: () => import('../../features/member-center/components/member-center-screen').then((m) => ({ default: m.MemberCenterScreen })),
  ...Object.fromEntries(gameListIds.map((id) => [id, gameList])),
  agent: () => import('../../features/agents/components/agent-home-screen').then((m) => ({ default: m.AgentHomeScreen })),
  teamOverview: () => import('../../features/agents/components/team-overview-screen').then((m) => ({ default: m.TeamOverviewScreen })),
  memberTeam: () => import('../../features/agents/components/team-members-screen').then((m) => ({ default: m.TeamMembersScreen })),
  teamPnl: () => import('../../features/agents/components/team-pnl-screen').then((m) => ({ default: m.TeamPnlScreen })),
  teamBetting: () => import('../../features/agents/components/team-betting-screen').then((m) => ({ default: m.TeamBettingScreen })),
  agentRegister: () => import('../../features/agents/components/open-account-screen').then((m) => ({ default: m.OpenAccountScreen })),
  agentRebate: () => import('../../features/agents/components/rebate-setup-screen').then((m) => ({ default: m.RebateSetupScreen })),
  teamRebate: () => import('../../features/agents/components/team-rebate-screen').then((m) => ({ default: m.TeamRebateScreen })),
  salaryContract: () => import('../../features/agents/components/contract-screen').then((m) => ({ default: m.SalaryContractScreen })),
  dividendContract: () => import('../../features/agents/components/contract-screen').then((m) => ({ default: m.DividendContractScreen })),
  agentDividend: () => import('../../features/agents/components/contract-screen').then((m) => ({ default: m.AgentDividendScreen })),
  hourContract: () => import('../../features/agents/components/contract-screen').then((m) => ({ default: m.HourContractScreen })),
};

/**
 * These screens may show the contract's error texts as they render (a refusal note, an expired link): their chunk
 * and those texts load side by side. The home shows none until a call fails, which brings them.
 */
export function loadScreen(routeId: string): Promise<{ default: ComponentType }> {
  const load = loaders[routeId] ?? (() => import('./coming-soon-screen').then((m) => ({ default: m.ComingSoonScreen })));
  return Promise.all([load(), loadErrorTexts()]).then(([screen]) => screen);
}
