import { API, affiliateCheckSchema } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.affiliateCheck: is the invitation code from the link valid? Failure counts as invalid. */
export async function checkAffiliate(code: string): Promise<boolean> {
  const query = new URLSearchParams({ code, domain: window.location.host });
  try {
    return (await apiGet(`${API.affiliateCheck}?${query}`, { schema: affiliateCheckSchema })).success;
  } catch {
    return false;
  }
}
