import { languages } from '@app/contract';
import type { NewBanner, NewHelpEntry } from '../modules/content/content.service.js';
import { helpEn } from './demo-help.en.js';
import { helpPt } from './demo-help.pt.js';

/** Banner groups of SPEC §2 with the artwork the web app ships in public/banners. */
const bannerFiles: Record<string, string[]> = {
  m_home: ['home-1.svg', 'home-2.svg', 'home-3.svg'],
  m_login: ['login.svg'],
  m_reg: ['reg.svg'],
  m_forget: ['forget.svg'],
  m_change: ['change.svg'],
};

// The web app ships one set of banner artwork, so both languages point at the same files.
export const demoBanners: NewBanner[] = languages.flatMap((language) =>
  Object.entries(bannerFiles).flatMap(([groupName, files]) =>
    files.map((file, i) => ({ groupName, language, url: `/banners/${file}`, sort: i + 1 })),
  ),
);

export const demoHelpEntries: NewHelpEntry[] = [
  ...helpPt.map((entry, i) => ({ ...entry, language: 'pt', sort: i + 1 })),
  ...helpEn.map((entry, i) => ({ ...entry, language: 'en', sort: i + 1 })),
];
