/**
 * Resource ids: GitBook's shape (20 base62 characters), starting with a letter, since GitBook's
 * reader puts site section ids in CSS selectors (`#id`), where a leading digit is invalid.
 */
import { describe, expect, it } from 'vitest';
import { newId, randomString } from '../../src/db/ids.ts';

describe('newId', () => {
  it('makes 20 base62 characters starting with a letter', () => {
    const ids = Array.from({ length: 2000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]{19}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The rest still uses digits (a base62 alphabet, not letters only).
    expect(ids.some((id) => /\d/.test(id))).toBe(true);
  });

  it('draws every character of a custom alphabet', () => {
    expect(new Set(randomString(2000, 'abc'))).toEqual(new Set(['a', 'b', 'c']));
  });
});
