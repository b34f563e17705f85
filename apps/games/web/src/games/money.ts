/** The API's 2-decimal strings as minor units and back (no float on the way). */
export const toMinor = (amount: string) => BigInt(amount.replace('.', ''));
export const fromMinor = (minor: bigint) => {
  const text = minor.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};
