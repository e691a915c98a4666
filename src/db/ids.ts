import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random base62 string, unbiased (rejection sampling). */
export function randomString(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** Resource ids look like GitBook's: 20 base62 characters. */
export const newId = (): string => randomString(20);

/** API tokens: a recognisable prefix and 40 random characters (~238 bits). */
export const newApiToken = (): string => `qr_api_${randomString(40)}`;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
