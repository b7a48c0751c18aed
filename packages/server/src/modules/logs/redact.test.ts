import { describe, expect, it } from 'vitest';
import { redacted, redactSecrets } from './redact.js';

describe('redactSecrets', () => {
  it('hides passwords, codes, client secrets and tokens, however they are spelled', () => {
    expect(
      redactSecrets({
        identifier: 'alice',
        password: 'Gl4cier-Tundra',
        newPassword: 'x',
        code: 'abc',
        verificationCode: '123456',
        code_verifier: 'v',
        client_secret: 's3cret',
        clientSecret: 's3cret',
        refresh_token: 'rt',
        subject_token: 'st',
        client_assertion: 'jwt',
      }),
    ).toEqual({
      identifier: 'alice',
      password: redacted,
      newPassword: redacted,
      code: redacted,
      verificationCode: redacted,
      code_verifier: redacted,
      client_secret: redacted,
      clientSecret: redacted,
      refresh_token: redacted,
      subject_token: redacted,
      client_assertion: redacted,
    });
  });

  it('keeps what is not secret, including the names of token types and grant types', () => {
    const params = {
      grant_type: 'refresh_token',
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      code_challenge_method: 'S256',
      scope: 'openid',
      client_id: 'app',
      username: 'bob',
    };
    expect(redactSecrets(params)).toEqual(params);
  });

  it('redacts inside nested objects and arrays without changing the input', () => {
    const input = { profile: { name: 'Bob', password: 'p' }, attempts: [{ otp: '1' }, { note: 'x' }] };
    expect(redactSecrets(input)).toEqual({
      profile: { name: 'Bob', password: redacted },
      attempts: [{ otp: redacted }, { note: 'x' }],
    });
    expect(input.profile.password).toBe('p');
  });
});
