import { agentsFeature } from '../features/agents';
import { apiKeysFeature } from '../features/api-keys';
import { auditFeature } from '../features/audit';
import { barredFeature } from '../features/barred';
import { chatFeature } from '../features/chat';
import { contentFeature } from '../features/content';
import { dashboardFeature } from '../features/dashboard';
import { gamesFeature } from '../features/games';
import { jobsFeature } from '../features/jobs';
import { kycFeature } from '../features/kyc';
import { operatorsFeature } from '../features/operators';
import { paymentsFeature } from '../features/payments';
import { playersFeature } from '../features/players';
import { privacyFeature } from '../features/privacy';
import { promotionsFeature } from '../features/promotions';
import { regulatorFeature } from '../features/regulator';
import { reportsFeature } from '../features/reports';
import { rewardsFeature } from '../features/rewards';
import { rolesFeature } from '../features/roles';
import { settingsFeature } from '../features/settings';
import type { AdminFeature } from '../lib/refine/feature';
import { joinFeatures } from './join-features';
import { teamGroup } from './menu-groups';

/** Every feature of the back office, in the order of the menu. */
export const features: readonly AdminFeature[] = [
  dashboardFeature,
  playersFeature,
  paymentsFeature,
  chatFeature,
  contentFeature,
  promotionsFeature,
  rewardsFeature,
  gamesFeature,
  agentsFeature,
  reportsFeature,
  kycFeature,
  regulatorFeature,
  barredFeature,
  privacyFeature,
  settingsFeature,
  jobsFeature,
  auditFeature,
  teamGroup,
  operatorsFeature,
  apiKeysFeature,
  rolesFeature,
];

export const joinedFeatures = joinFeatures(features);
