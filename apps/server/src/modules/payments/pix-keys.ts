import { isValidCpf, type PixKeyType } from '@app/contract';

/*
 * PIX keys as DICT knows them: a CPF (11 digits with check digits), an
 * e-mail (at most 77 characters), a phone as +55, area code and number, or a
 * random key (EVP, a UUID). Each is stored in one normal form so the same key
 * typed two ways is found as a duplicate.
 */

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Brazilian area codes run 11–99 with no zero digit; mobiles have 9 digits starting with 9, landlines 8. */
const BR_PHONE = /^\+55([1-9][1-9])(9\d{8}|[2-5]\d{7})$/;

/** The key in normal form, or null when it is not a valid key of that type. */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const key = raw.trim();
  switch (type) {
    case 'CPF': {
      const digits = key.replace(/[.\-\s]/g, '');
      return /^\d{11}$/.test(digits) && isValidCpf(digits) ? digits : null;
    }
    case 'EMAIL': {
      const email = key.toLowerCase();
      return email.length <= 77 && EMAIL.test(email) ? email : null;
    }
    case 'PHONE': {
      const digits = key.replace(/[\s()-]/g, '');
      const phone = digits.startsWith('+') ? digits : `+55${digits}`;
      return BR_PHONE.test(phone) ? phone : null;
    }
    case 'EVP': {
      const evp = key.toLowerCase();
      return EVP.test(evp) ? evp : null;
    }
  }
}

/** What the member sees after saving: enough to recognise the key, not enough to copy it. */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'CPF':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'EMAIL': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.slice(0, 2)}***@${domain}`;
    }
    case 'PHONE':
      return `+55 ${key.slice(3, 5)} *****-${key.slice(-4)}`;
    case 'EVP':
      return `${key.slice(0, 4)}****-****-${key.slice(-4)}`;
  }
}
