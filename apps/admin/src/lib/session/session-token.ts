/**
 * The operator's bearer token, kept in sessionStorage: it lives as long as the tab, so closing the tab signs out
 * here too, and the server ends an idle session after its own idle time anyway (docs/decisions/back-office.md).
 */
const TOKEN_KEY = 'admin.session.token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
