/**
 * Service paths arrive encoded (SPEC §7: "decoded client-side using the last
 * 8 characters as key"): base64url of the UTF-8 bytes XOR-ed with a random
 * 8-character key, followed by that key. It hides links from naive scrapers
 * only; the key travels with the data, so it is not a secret. No zod here, so
 * the web can import it cheaply.
 */
const KEY_LENGTH = 8;

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) out[i] = bytes[i]! ^ key.charCodeAt(i % KEY_LENGTH);
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encodeServicePath(path: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('service path key must be 8 letters or digits');
  return toBase64Url(xor(new TextEncoder().encode(path), key)) + key;
}

/** The decoded path, or null when the text is not an encoded path. */
export function decodeServicePath(encoded: string): string | null {
  if (encoded.length <= KEY_LENGTH) return null;
  const key = encoded.slice(-KEY_LENGTH);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64Url(encoded.slice(0, -KEY_LENGTH)), key));
  } catch {
    return null;
  }
}
