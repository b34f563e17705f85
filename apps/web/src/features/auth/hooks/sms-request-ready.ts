import { captchaSchema, mobileNumSchema } from '@app/contract';

interface FieldReporter {
  setError(field: string, key: string): void;
  focus(field: string): void;
}

interface SmsRequestInput {
  mobileNum: string;
  captchaText: string;
  captchaLoaded: boolean;
  /** False when the identity provider sends the code: it runs its own human check. */
  captchaNeeded?: boolean;
}

/**
 * Before an SMS code is requested (SPEC §4): a valid number and a typed
 * captcha for a loaded image, else the first missing one gets its message and
 * the focus. Shared by login by SMS, registration by mobile and set password by phone.
 */
export function smsRequestReady(form: FieldReporter, input: SmsRequestInput): boolean {
  if (!mobileNumSchema.safeParse(input.mobileNum).success) {
    form.setError('mobileNum', 'in_mobile_incorrect');
    form.focus('mobileNum');
    return false;
  }
  if (input.captchaNeeded !== false && (!captchaSchema.safeParse(input.captchaText).success || !input.captchaLoaded)) {
    form.setError('captcha', 'in_vwrite_code');
    form.focus('captcha');
    return false;
  }
  return true;
}
