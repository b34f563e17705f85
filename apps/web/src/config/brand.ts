/**
 * Static brand facts for the places that cannot wait for the system status
 * (web manifest, document title before status arrives). The live site name
 * comes from status.info.siteName.
 */
export const BRAND = {
  name: 'Demo Bet',
  shortName: 'Demo Bet',
  /** Matches --color-bg of the dark theme (tokens.css). */
  backgroundColor: '#0b0d24',
  themeColor: '#0b0d24',
  lightThemeColor: '#f4f5fb',
} as const;
