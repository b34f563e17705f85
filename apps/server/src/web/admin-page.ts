import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy } from '../http/security.js';

/**
 * The placeholder Vite writes wherever a nonce goes in the back office's index.html (`html.cspNonce` in
 * apps/admin/vite.config.ts): on its script and stylesheet tags and in a `<meta property="csp-nonce">`.
 */
export const ADMIN_NONCE_PLACEHOLDER = 'ADMIN_CSP_NONCE';

/** A fresh nonce per page load: 128 random bits, as CSP asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The site's policy with one difference: styles may also come with this page's nonce. Ant Design writes its styles
 * into <style> elements at run time and takes the nonce from the meta tag; scripts stay 'self' only.
 */
export function adminContentSecurityPolicy(nonce: string): string {
  const directives: Record<string, readonly string[]> = {
    ...contentSecurityPolicy,
    'style-src': [...contentSecurityPolicy['style-src'], `'nonce-${nonce}'`],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** index.html with this load's nonce in place of every placeholder. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(ADMIN_NONCE_PLACEHOLDER, nonce);
}
