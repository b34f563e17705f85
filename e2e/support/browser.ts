import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export const phoneContext = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  // Without it the home's ticker, winner list and carousel repaint without end, and Chromium paints in software here:
  // a quarter of a core per open page, taken from the server and the other worker. lobby-home.spec.ts keeps the motion.
  reducedMotion: 'reduce',
} as const;
