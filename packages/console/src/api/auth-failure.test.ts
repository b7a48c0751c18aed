import { languages, translateError } from '@tessera/phrases';
import { describe, expect, it } from 'vitest';

import { getAuthFailure } from './auth-failure';
import { RequestError } from './request-error';

describe('getAuthFailure', () => {
  it('reads the session failures of spec 001 §8', () => {
    expect(getAuthFailure(new RequestError(401))).toBe('session_expired');
    expect(getAuthFailure(new RequestError(403, { message: 'Insufficient permissions.' }))).toBe(
      'insufficient_permissions',
    );
    expect(
      getAuthFailure(new RequestError(403, { message: 'Permisos insuficientes.', code: 'auth.insufficient_permissions' })),
    ).toBe('insufficient_permissions');
    expect(getAuthFailure(new RequestError(403, { message: 'No.', code: 'auth.forbidden' }))).toBe('forbidden');
  });

  it.each(languages)('signs out silently on the server\'s missing-permission answer in %s', (language) => {
    const body = { message: translateError('auth.insufficient_permissions', language), code: 'auth.insufficient_permissions' };
    expect(getAuthFailure(new RequestError(403, body))).toBe('insufficient_permissions');
  });

  it('keeps the server\'s English message the spec names', () => {
    expect(translateError('auth.insufficient_permissions', 'en')).toBe('Insufficient permissions.');
  });

  it('leaves every other error to the caller', () => {
    expect(getAuthFailure(new RequestError(403, { message: 'Re-authenticate.', code: 'auth.require_re_authentication' }))).toBe(
      undefined,
    );
    expect(getAuthFailure(new RequestError(422, { message: 'Taken.', code: 'user.username_already_in_use' }))).toBe(
      undefined,
    );
    expect(getAuthFailure(new RequestError(0, undefined, 'network'))).toBe(undefined);
  });
});
