/*
 * Contact and identity data leave the server masked: a stolen session or a
 * shoulder-surfer sees enough to recognise the value, not enough to reuse it.
 */

/** "+55 11*****4321": dialing code, the area's two digits and the last four. Short numbers keep only the last two. */
export function maskMobile(countryDialingCode: string | null, mobileNum: string | null): string | null {
  if (!mobileNum) return null;
  const prefix = countryDialingCode ? `+${countryDialingCode} ` : '';
  if (mobileNum.length < 8) return `${prefix}${'*'.repeat(Math.max(mobileNum.length - 2, 1))}${mobileNum.slice(-2)}`;
  return `${prefix}${mobileNum.slice(0, 2)}${'*'.repeat(mobileNum.length - 6)}${mobileNum.slice(-4)}`;
}

/** "jo***@example.com": two characters of the local part (one when it is that short), the domain whole. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** "***.456.789-**": the middle six digits, never the first three or the check digits. */
export function maskCpf(idNumber: string | null): string | null {
  if (!idNumber) return null;
  if (!/^\d{11}$/.test(idNumber)) return '***';
  return `***.${idNumber.slice(3, 6)}.${idNumber.slice(6, 9)}-**`;
}
