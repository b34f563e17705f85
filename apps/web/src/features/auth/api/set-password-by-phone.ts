import { API, type SetPasswordByPhonePayload } from '@app/contract';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** POST API.setPasswordByPhone, sealed (SPEC §3, §7). */
export async function setPasswordByPhone(payload: SetPasswordByPhonePayload): Promise<void> {
  await sealedRequest(API.setPasswordByPhone, payload);
}
