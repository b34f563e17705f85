import type { QueryClient } from '@tanstack/react-query';
import { i18next } from '../lib/i18n/i18n';
import { createAccessControl } from '../lib/refine/access-control';
import { createAuthProvider } from '../lib/refine/auth-provider';
import { createDataProvider } from '../lib/refine/data-provider';
import { createI18nProvider } from '../lib/refine/i18n-provider';
import { joinedFeatures } from './features';

/** refine's providers over the features' joined routes and access needs. */
export function createProviders(queryClient: QueryClient) {
  return {
    dataProvider: createDataProvider(joinedFeatures.routes),
    authProvider: createAuthProvider(queryClient),
    accessControlProvider: createAccessControl(joinedFeatures.access),
    i18nProvider: createI18nProvider(i18next),
  };
}
