import { apiKeysFeature } from '../features/api-keys';
import { auditFeature } from '../features/audit';
import { barredFeature } from '../features/barred';
import { dashboardFeature } from '../features/dashboard';
import { kycFeature } from '../features/kyc';
import { operatorsFeature } from '../features/operators';
import { paymentsFeature } from '../features/payments';
import { playersFeature } from '../features/players';
import { privacyFeature } from '../features/privacy';
import { regulatorFeature } from '../features/regulator';
import { rolesFeature } from '../features/roles';
import type { AdminFeature } from '../lib/refine/feature';
import { joinFeatures } from './join-features';
import { teamGroup } from './menu-groups';

/** Every feature of the back office, in the order of the menu. */
export const features: readonly AdminFeature[] = [
  dashboardFeature,
  playersFeature,
  paymentsFeature,
  kycFeature,
  regulatorFeature,
  barredFeature,
  privacyFeature,
  auditFeature,
  teamGroup,
  operatorsFeature,
  apiKeysFeature,
  rolesFeature,
];

export const joinedFeatures = joinFeatures(features);
