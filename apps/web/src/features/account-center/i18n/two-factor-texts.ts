import { i18next } from '../../../lib/i18n/i18n';

const twoFactorPt = {
  title: 'Verificação em duas etapas',
  on: 'Ativada',
  off: 'Desativada',
  turnOn: 'Ativar',
  manage: 'Gerenciar',
  intro:
    'Proteja a sua conta: além da senha, cada acesso pede um código de 6 dígitos do app autenticador do seu celular (Google Authenticator, Microsoft Authenticator, Authy ou outro).',
  start: 'Começar',
  scanTitle: '1. Adicione a conta no app autenticador',
  scanHint: 'Escaneie o código QR com o app. Está neste celular? Toque em “Abrir no app” ou copie a chave e cole no app.',
  qrAlt: 'Código QR para o app autenticador',
  openApp: 'Abrir no app',
  secretLabel: 'Chave de configuração',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'Não foi possível copiar',
  confirmTitle: '2. Confirme com a sua senha e o código do app',
  password: 'Senha de acesso',
  code: 'Código de 6 dígitos',
  codeOrBackup: 'Código do app ou de backup',
  enable: 'Ativar',
  cancel: 'Cancelar',
  backupTitle: 'Códigos de backup',
  backupIntro:
    'Guarde estes códigos em um lugar seguro, fora do celular. Cada um serve uma vez para entrar se você perder o celular. Eles não serão mostrados de novo.',
  copyAll: 'Copiar todos',
  saved: 'Guardei os códigos em um lugar seguro',
  done: 'Concluir',
  enabled: 'Verificação em duas etapas ativada',
  sessionsEnded: 'Por segurança, as suas sessões em outros aparelhos foram encerradas.',
  since: 'Ativada em {{time}}',
  backupLeft_one: '{{count}} código de backup restante',
  backupLeft_other: '{{count}} códigos de backup restantes',
  disableTitle: 'Desativar',
  disableIntro: 'Para desativar, confirme a sua senha de acesso e um código do app (ou um código de backup).',
  disable: 'Desativar verificação',
  disabled: 'Verificação em duas etapas desativada',
  needPassword: 'Para usar a verificação em duas etapas, defina antes uma senha de acesso.',
};

const twoFactorEn: typeof twoFactorPt = {
  title: 'Two-step verification',
  on: 'On',
  off: 'Off',
  turnOn: 'Turn on',
  manage: 'Manage',
  intro:
    'Protect your account: besides the password, each login asks for a 6-digit code from the authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Authy or another).',
  start: 'Start',
  scanTitle: '1. Add the account to your authenticator app',
  scanHint: 'Scan the QR code with the app. On this phone? Tap “Open in the app” or copy the key and paste it into the app.',
  qrAlt: 'QR code for the authenticator app',
  openApp: 'Open in the app',
  secretLabel: 'Setup key',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  confirmTitle: '2. Confirm with your password and the app code',
  password: 'Login password',
  code: '6-digit code',
  codeOrBackup: 'App code or backup code',
  enable: 'Turn on',
  cancel: 'Cancel',
  backupTitle: 'Backup codes',
  backupIntro:
    'Keep these codes somewhere safe, away from your phone. Each one logs you in once if you lose your phone. They will not be shown again.',
  copyAll: 'Copy all',
  saved: 'I saved the codes somewhere safe',
  done: 'Done',
  enabled: 'Two-step verification is on',
  sessionsEnded: 'For your safety, your sessions on other devices were ended.',
  since: 'On since {{time}}',
  backupLeft_one: '{{count}} backup code left',
  backupLeft_other: '{{count}} backup codes left',
  disableTitle: 'Turn off',
  disableIntro: 'To turn it off, confirm your login password and an app code (or a backup code).',
  disable: 'Turn off verification',
  disabled: 'Two-step verification is off',
  needPassword: 'To use two-step verification, set a login password first.',
};

/** Namespace "twoFactor": the security centre's row and the two-step verification screen. */
export function registerTwoFactorTexts(): void {
  if (i18next.hasResourceBundle('pt', 'twoFactor')) return;
  i18next.addResourceBundle('pt', 'twoFactor', twoFactorPt);
  i18next.addResourceBundle('en', 'twoFactor', twoFactorEn);
}
