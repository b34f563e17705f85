import { agentsEn } from './agents.en';
import { agentsPt } from './agents.pt';
import { auditEn } from './audit.en';
import { auditPt } from './audit.pt';
import { barredEn } from './barred.en';
import { contentEn } from './content.en';
import { contentPt } from './content.pt';
import { barredPt } from './barred.pt';
import { chatEn } from './chat.en';
import { chatPt } from './chat.pt';
import { dashboardEn } from './dashboard.en';
import { dashboardPt } from './dashboard.pt';
import { gamesEn } from './games.en';
import { gamesPt } from './games.pt';
import { kycEn } from './kyc.en';
import { kycPt } from './kyc.pt';
import { jobsEn } from './jobs.en';
import { jobsPt } from './jobs.pt';
import { paymentsEn } from './payments.en';
import { paymentsPt } from './payments.pt';
import { playersEn } from './players.en';
import { playersPt } from './players.pt';
import { regulatorEn } from './regulator.en';
import { regulatorPt } from './regulator.pt';
import { reportsEn } from './reports.en';
import { reportsPt } from './reports.pt';
import { privacyEn } from './privacy.en';
import { privacyPt } from './privacy.pt';
import { promotionsEn } from './promotions.en';
import { promotionsPt } from './promotions.pt';
import { rewardsEn } from './rewards.en';
import { rewardsPt } from './rewards.pt';
import { sessionEn } from './session.en';
import { sessionPt } from './session.pt';
import { teamEn } from './team.en';
import { teamPt } from './team.pt';
import { settingsEn } from './settings.en';
import { settingsPt } from './settings.pt';

/** The namespaces of the sign-in, the dashboard, the audit trail, the team, players, payments and regulator screens, by language. */
export const backOfficeTexts = {
  pt: {
    session: sessionPt,
    team: teamPt,
    audit: auditPt,
    agents: agentsPt,
    dashboard: dashboardPt,
    players: playersPt,
    payments: paymentsPt,
    regulator: regulatorPt,
    kyc: kycPt,
    games: gamesPt,
    barred: barredPt,
    chat: chatPt,
    privacy: privacyPt,
    promotions: promotionsPt,
    rewards: rewardsPt,
    content: contentPt,
    settings: settingsPt,
    reports: reportsPt,
    jobs: jobsPt,
  },
  en: {
    session: sessionEn,
    team: teamEn,
    audit: auditEn,
    agents: agentsEn,
    dashboard: dashboardEn,
    players: playersEn,
    payments: paymentsEn,
    regulator: regulatorEn,
    kyc: kycEn,
    games: gamesEn,
    barred: barredEn,
    chat: chatEn,
    privacy: privacyEn,
    promotions: promotionsEn,
    rewards: rewardsEn,
    content: contentEn,
    settings: settingsEn,
    reports: reportsEn,
    jobs: jobsEn,
  },
};
