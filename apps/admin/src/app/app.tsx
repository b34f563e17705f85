import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Refine } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { AntdShell } from './antd-shell';
import { AppRoutes } from './app-routes';
import { documentTitle } from './document-title';
import { joinedFeatures } from './features';
import { createProviders } from './providers';
import { SessionExpiry } from './session/session-expiry';

/** The back office: refine over our providers, under /admin (the server serves the build there). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const providers = useMemo(() => createProviders(queryClient), [queryClient]);
  return (
    <BrowserRouter basename="/admin">
      <AntdShell>
        <Refine
          {...providers}
          routerProvider={routerProvider}
          notificationProvider={useNotificationProvider}
          resources={joinedFeatures.resources}
          options={{
            reactQuery: { clientConfig: queryClient },
            warnWhenUnsavedChanges: true,
            disableTelemetry: true,
          }}
        >
          <AppRoutes />
          <SessionExpiry />
          <UnsavedChangesNotifier />
          <DocumentTitleHandler handler={documentTitle} />
        </Refine>
      </AntdShell>
    </BrowserRouter>
  );
}
