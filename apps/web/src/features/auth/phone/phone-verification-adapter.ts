import type { IdentityProviders } from '@app/contract';

/** The provider's public web settings, from API.identityProviders (`phone`). */
export type PhoneProviderSettings = NonNullable<IdentityProviders['phone']>;

/** One code sent by the provider, waiting for the user to type it. */
export interface PendingPhoneVerification {
  /** Resolves to the provider's ID token for the verified number; rejects when the provider refuses the code. */
  confirm(code: string): Promise<string>;
}

/**
 * Integration point for phone verification by the identity provider (SPEC §3
 * `firebaseChannel` / `firebaseIdToken`: Firebase phone authentication).
 *
 * As with the social buttons (social/id-token-adapter.ts), the provider's SDK
 * cannot be loaded here: the CSP allows only this site's scripts and the
 * machines are offline. So the forms ask an adapter, and use it only when one
 * is installed AND the server says the provider is on (API.identityProviders
 * `phone` non-null); otherwise the SMS step is ours (API.smsNoLogin and a
 * `verificationCode`), as before.
 *
 * To enable it: allow the SDK's origins in the CSP, load the SDK, and call
 * `setPhoneVerificationAdapter()` at start-up with an adapter whose `sendCode`
 * initialises the app with `settings` (projectId, apiKey), runs the provider's
 * own human check (reCAPTCHA) and `signInWithPhoneNumber(phoneNumber)`, and
 * whose `confirm(code)` resolves to `(await confirmation.confirm(code)).user.getIdToken()`.
 */
export interface PhoneVerificationAdapter {
  /** Sends a code to `phoneNumber` (E.164, +5511987654321) through the provider. */
  sendCode(phoneNumber: string, settings: PhoneProviderSettings): Promise<PendingPhoneVerification>;
}

let current: PhoneVerificationAdapter | null = null;

export function setPhoneVerificationAdapter(adapter: PhoneVerificationAdapter | null): void {
  current = adapter;
}

export function phoneVerificationAdapter(): PhoneVerificationAdapter | null {
  return current;
}
