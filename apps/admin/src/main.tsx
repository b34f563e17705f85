import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@refinedev/antd/dist/reset.css';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { initI18n } from './lib/i18n/i18n';
import { htmlLang, readLanguage } from './lib/preferences/language';

const language = readLanguage();
document.documentElement.lang = htmlLang(language);
initI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
