/** How a Git Sync operation ends: every throw is a recorded failure, whatever was thrown. */
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../src/errors.ts';
import { RemoteError } from '../../src/modules/git-sync/remote.ts';
import { failureOf } from '../../src/modules/git-sync/sync.ts';

describe('failureOf', () => {
  it('keeps the message of the failures meant for the user', () => {
    expect(failureOf(new RemoteError('The repository could not be read'))).toEqual({
      state: 'failure',
      error: 'The repository could not be read',
    });
    expect(failureOf(new BadRequestError('No way'))).toEqual({ state: 'failure', error: 'No way' });
  });

  it('records an unexpected error, and a throw that is not an Error, as failures', () => {
    expect(failureOf(new TypeError('x is undefined'))).toEqual({
      state: 'failure',
      error: 'The operation failed unexpectedly: x is undefined',
    });
    expect(failureOf('a string')).toEqual({ state: 'failure', error: 'The operation failed unexpectedly: a string' });
    expect(failureOf(undefined)).toMatchObject({ state: 'failure' });
  });
});
