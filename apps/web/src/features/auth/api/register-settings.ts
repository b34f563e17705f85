import { API, registerSettingsSchema, type RegistrationFieldSetting } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.registerSettings: which optional fields the merchant enables, required, with pattern and message. */
export async function fetchRegisterSettings(signal?: AbortSignal): Promise<RegistrationFieldSetting[]> {
  const settings = await apiGet(API.registerSettings, { schema: registerSettingsSchema, ...(signal ? { signal } : {}) });
  return settings.fields;
}
