import { auditEn } from './audit.en';
import { auditPt } from './audit.pt';
import { barredEn } from './barred.en';
import { barredPt } from './barred.pt';
import { dashboardEn } from './dashboard.en';
import { dashboardPt } from './dashboard.pt';
import { kycEn } from './kyc.en';
import { kycPt } from './kyc.pt';
import { paymentsEn } from './payments.en';
import { paymentsPt } from './payments.pt';
import { playersEn } from './players.en';
import { playersPt } from './players.pt';
import { regulatorEn } from './regulator.en';
import { regulatorPt } from './regulator.pt';
import { privacyEn } from './privacy.en';
import { privacyPt } from './privacy.pt';
import { sessionEn } from './session.en';
import { sessionPt } from './session.pt';
import { teamEn } from './team.en';
import { teamPt } from './team.pt';

/** The namespaces of the sign-in, the dashboard, the audit trail, the team, players, payments and regulator screens, by language. */
export const backOfficeTexts = {
  pt: {
    session: sessionPt,
    team: teamPt,
    audit: auditPt,
    dashboard: dashboardPt,
    players: playersPt,
    payments: paymentsPt,
    regulator: regulatorPt,
    kyc: kycPt,
    barred: barredPt,
    privacy: privacyPt,
  },
  en: {
    session: sessionEn,
    team: teamEn,
    audit: auditEn,
    dashboard: dashboardEn,
    players: playersEn,
    payments: paymentsEn,
    regulator: regulatorEn,
    kyc: kycEn,
    barred: barredEn,
    privacy: privacyEn,
  },
};
