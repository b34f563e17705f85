import type { SessionTexts } from './session.pt';

export const sessionEn: SessionTexts = {
  signIn: {
    title: 'Sign in to the back office',
    username: 'Username',
    password: 'Password',
    submit: 'Continue',
    captcha: 'Code in the image',
    captchaRefresh: 'Another image',
    restart: 'Back',
  },
  enrol: {
    title: 'Turn on two-step verification',
    intro:
      'Every operator signs in with a password and a code of an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
    scan: '1. Scan this QR code with the app.',
    manual: 'No camera? Type this key into the app:',
    type: '2. Type the 6-digit code the app shows.',
  },
  code: {
    title: 'Verification code',
    intro: 'Type the 6-digit code of your authenticator app.',
    label: 'Code',
    submit: 'Sign in',
  },
  password: {
    forcedTitle: 'Choose a new password',
    forcedIntro: 'An administrator set your password. Choose your own before going on.',
    old: 'Current password',
    new: 'New password',
    confirm: 'New password again',
    hint: 'At least 12 characters. A long phrase is easier to remember and harder to guess.',
    submit: 'Change password',
    done: 'Password changed. Your other sessions were ended.',
  },
  account: {
    title: 'My account',
    username: 'Username',
    displayName: 'Name',
    role: 'Role',
    merchant: 'Operation',
    timeZone: 'Time zone',
    idle: 'Session ends after',
    idleMinutes: '{{count}} idle minutes',
    permissions: 'Permissions',
  },
};
