import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GameApp } from './app';
import { setupI18n } from './i18n/i18n';
import { readLaunch } from './launch';
import { VerifyPage } from './verify/verify-page';
import './styles.css';
import './styles/fair.css';
import './styles/tables.css';

const launch = readLaunch();
setupI18n(launch.lang);
document.documentElement.lang = launch.lang === 'en' ? 'en' : 'pt-BR';
createRoot(document.getElementById('root')!).render(
  <StrictMode>{launch.page === 'verify' ? <VerifyPage lang={launch.lang} /> : <GameApp launch={launch} />}</StrictMode>,
);
