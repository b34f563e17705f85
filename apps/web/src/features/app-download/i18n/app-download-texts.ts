import { i18next } from '../../../lib/i18n/i18n';

const appDownloadPt = {
  intro: 'Jogue com mais rapidez: instale o aplicativo no seu celular.',
  IOS: 'Baixar para iPhone',
  IOSHint: 'App Store ou link do aplicativo (iOS 12.4 ou superior)',
  Android: 'Baixar para Android',
  AndroidHint: 'Arquivo do aplicativo (.apk)',
  MOBILECONFIG: 'Atalho na tela inicial (iPhone)',
  MOBILECONFIGHint: 'Perfil que adiciona o ícone do site à tela inicial',
  install: 'Instalar aplicativo',
  installHint: 'Instala o site como aplicativo neste aparelho',
  none: 'Nenhuma opção de download disponível no momento.',
  moreOptions: 'Como instalar no iPhone',
  iosTitle: 'No iPhone, pelo Safari',
  iosStep1: 'Abra este site no Safari.',
  iosStep2: 'Toque em Compartilhar (o quadrado com a seta para cima).',
  iosStep3: 'Escolha "Adicionar à Tela de Início" e toque em Adicionar.',
  installed: 'Aplicativo instalado.',
};

const appDownloadEn: typeof appDownloadPt = {
  intro: 'Play faster: install the app on your phone.',
  IOS: 'Download for iPhone',
  IOSHint: 'App Store or app link (iOS 12.4 or later)',
  Android: 'Download for Android',
  AndroidHint: 'App file (.apk)',
  MOBILECONFIG: 'Home Screen shortcut (iPhone)',
  MOBILECONFIGHint: 'A profile that adds the site icon to your Home Screen',
  install: 'Install app',
  installHint: 'Installs the site as an app on this device',
  none: 'No download option is available right now.',
  moreOptions: 'How to install on iPhone',
  iosTitle: 'On iPhone, in Safari',
  iosStep1: 'Open this site in Safari.',
  iosStep2: 'Tap Share (the square with the arrow pointing up).',
  iosStep3: 'Choose "Add to Home Screen" and tap Add.',
  installed: 'App installed.',
};

/** Namespace "appDownload", added when the download popup or the /m/app page loads. */
export function registerAppDownloadTexts(): void {
  if (i18next.hasResourceBundle('pt', 'appDownload')) return;
  i18next.addResourceBundle('pt', 'appDownload', appDownloadPt);
  i18next.addResourceBundle('en', 'appDownload', appDownloadEn);
}
