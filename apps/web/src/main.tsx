import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { findClientRoute } from '@app/contract';
import { App } from './app/app';
import { preloadScreen, warmScreenLoaders } from './app/screens/screen-registry';
import { createAppQueryClient } from './app/query-client';
import { initI18n, loadLanguage } from './lib/i18n/i18n';
import { applyLanguageToDocument, readLanguage } from './lib/preferences/language';
import { applyThemeToDocument, readTheme } from './lib/preferences/theme';
import { syncSessionAcrossTabs } from './lib/session/session-store';
import { captureInstallPrompt } from './lib/standalone/install-prompt';
import { resetDownloadBarOutsideApp } from './lib/standalone/standalone';
import { systemStatusQueryOptions } from './lib/system-status/status-query';
import './styles/index.css';

// Startup order of SPEC §2: language, then system status, then render.
const language = readLanguage();
applyLanguageToDocument(language);
initI18n(language);
applyThemeToDocument(readTheme());
resetDownloadBarOutsideApp();
// Before the first render: the browser offers the install once, early, and the popup offers it later.
captureInstallPrompt();
syncSessionAcrossTabs();

const queryClient = createAppQueryClient();
// Starts the status request before React mounts, however young the cached copy
// (staleTime 0): a reload must see an operator's switch at once. The gate waits
// for the answer only when no cached status exists.
void queryClient.prefetchQuery({ ...systemStatusQueryOptions, staleTime: 0 });
preloadScreen(findClientRoute(window.location.pathname)?.id);
warmScreenLoaders();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// English texts are their own chunk: the first render waits for them when English is the
// stored choice (and comes in Portuguese, the fallback, if they cannot be fetched).
void loadLanguage(language).then(() =>
  // A transition render is cut into short slices (React yields every few ms): the first
  // screen's render never holds the main thread long enough to miss a tap on a cheap phone.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
