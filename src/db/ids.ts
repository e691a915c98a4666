import { hash, randomBytes } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHABET = `${LETTERS}0123456789`;

/** A random string over `alphabet` (base62 by default), unbiased (rejection sampling). */
export function randomString(length: number, alphabet = ALPHABET): string {
  // The largest multiple of the alphabet's size that fits a byte: bytes above it are dropped.
  const cutoff = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < cutoff && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * Resource ids look like GitBook's: 20 base62 characters. The first is a letter: GitBook's reader
 * uses site section ids as HTML ids in CSS selectors (`#id`), which may not start with a digit.
 */
export const newId = (): string => randomString(1, LETTERS) + randomString(19);

/** API tokens: a recognisable prefix and 40 random characters (~238 bits). */
export const newApiToken = (): string => `qr_api_${randomString(40)}`;

// One-shot: a third of createHash's cost, on every authenticated request.
export const sha256 = (value: string): string => hash('sha256', value, 'hex');
