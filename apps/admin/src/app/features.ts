import { apiKeysFeature } from '../features/api-keys';
import { auditFeature } from '../features/audit';
import { dashboardFeature } from '../features/dashboard';
import { operatorsFeature } from '../features/operators';
import { paymentsFeature } from '../features/payments';
import { playersFeature } from '../features/players';
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
  regulatorFeature,
  auditFeature,
  teamGroup,
  operatorsFeature,
  apiKeysFeature,
  rolesFeature,
];

export const joinedFeatures = joinFeatures(features);
