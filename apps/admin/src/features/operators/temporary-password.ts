/** No 0/O, 1/l/I: the password is read off the screen and typed or pasted into a message to its operator. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const LENGTH = 20;

/**
 * A password for an operator's first sign-in (the server then makes them choose their own): 20 characters of 57,
 * about 117 bits, drawn from the browser's CSPRNG without modulo bias.
 */
export function temporaryPassword(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % ALPHABET.length);
  let result = '';
  while (result.length < LENGTH) {
    for (const byte of random(new Uint8Array(LENGTH * 2))) {
      if (byte < limit && result.length < LENGTH) result += ALPHABET[byte % ALPHABET.length];
    }
  }
  return result;
}
