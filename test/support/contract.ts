/**
 * Every test file keeps the answers its GitBook clients receive within GitBook's OpenAPI document:
 * a violation fails the file that caused it (the list is shared by the files of a worker).
 */
import { afterAll, expect } from 'vitest';
import { contractViolations } from './gitbook.ts';

afterAll(() => {
  const found = contractViolations.splice(0);
  expect(found, 'answers outside the OpenAPI contract').toEqual([]);
});
