import { UAParser } from 'ua-parser-js';

/** "Chrome · Android" from a user agent: enough for a member to recognise a device, without version noise. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const result = new UAParser(userAgent).getResult();
  const parts = [result.browser.name, result.os.name].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
