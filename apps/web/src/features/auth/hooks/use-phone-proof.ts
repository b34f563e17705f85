import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './use-error-text';
import { fetchIdentityProviders } from '../api/social-login';
import type { ProofHeaders } from '../../../lib/human-check/use-human-proof';
import { requestSmsCode, type SmsCodeRequest } from '../api/sms-code';
import { phoneVerificationAdapter, type PendingPhoneVerification, type PhoneProviderSettings } from '../phone/phone-verification-adapter';

/** SPEC §4: without a server expiry the code button counts down 60 s. */
const PROVIDER_COUNTDOWN_MS = 60_000;

/** What a payload carries to prove its number (SPEC §3). */
export type PhoneProofFields = { verificationCode: string } | { firebaseChannel: 'sms'; firebaseIdToken: string };

/** The provider refused the typed code (or no code was sent through it yet). */
export class PhoneCodeRejected extends Error {
  constructor() {
    super('phone code rejected by the identity provider');
    this.name = 'PhoneCodeRejected';
  }
}

/**
 * The SMS step of the mobile forms (registration, login by SMS, set password
 * by phone). With an installed phone-verification adapter and the provider on
 * at the server, the code is sent and confirmed by the provider and the form
 * sends its ID token; otherwise the code is ours (API.smsNoLogin) and the form
 * sends it as `verificationCode`. Nothing is fetched when no adapter is installed.
 */
export function usePhoneProof() {
  const { t } = useTranslation('auth');
  const apiErrorText = useErrorText();
  const adapter = phoneVerificationAdapter();
  const [settings, setSettings] = useState<PhoneProviderSettings | null>(null);
  const [asked, setAsked] = useState(false);
  const pending = useRef<PendingPhoneVerification | null>(null);

  useEffect(() => {
    if (!adapter) return;
    const controller = new AbortController();
    fetchIdentityProviders(controller.signal)
      .then(
        (providers) => setSettings(providers.phone),
        () => setSettings(null),
      )
      .finally(() => setAsked(true));
    return () => controller.abort();
  }, [adapter]);

  const viaProvider = adapter !== null && settings !== null;
  /** Whether the path is known: at once without an adapter, else once the server answered. */
  const decided = adapter === null || asked;

  /** Sends the code (ours needs the captcha fields and a human proof); resolves to when the button may send again (epoch ms). */
  const sendCode = async (request: SmsCodeRequest, proof: ProofHeaders): Promise<number> => {
    if (!adapter || !settings) return requestSmsCode(request, proof);
    pending.current = await adapter.sendCode(`${request.countryDialingCode}${request.mobileNum}`, settings);
    return Date.now() + PROVIDER_COUNTDOWN_MS;
  };

  /** The proof fields for the typed code: the code itself, or the provider's ID token once it confirms the code. */
  const proof = async (code: string): Promise<PhoneProofFields> => {
    if (!viaProvider) return { verificationCode: code };
    const waiting = pending.current;
    if (!waiting) throw new PhoneCodeRejected();
    const firebaseIdToken = await waiting.confirm(code).catch(() => {
      throw new PhoneCodeRejected();
    });
    return { firebaseChannel: 'sms', firebaseIdToken };
  };

  const errorText = useCallback(
    (error: unknown) => (error instanceof PhoneCodeRejected ? t('phoneCodeRejected') : apiErrorText(error)),
    [t, apiErrorText],
  );

  return { viaProvider, decided, sendCode, proof, errorText };
}

/** A payload with its `verificationCode` replaced by the given proof fields. */
export function withProof<T extends { verificationCode?: string | undefined }, P extends object>(
  payload: T,
  proof: P,
): Omit<T, 'verificationCode'> & P {
  const { verificationCode: _ours, ...rest } = payload;
  return { ...rest, ...proof };
}
