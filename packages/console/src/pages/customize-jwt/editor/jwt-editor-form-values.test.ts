import { describe, expect, it } from 'vitest';

import { i18n } from '../../../i18n/i18n';
import { jwtEditorResolver, toEditorValues, toSettingsBody, type JwtEditorValues } from './jwt-editor-form-values';

const resolve = (values: JwtEditorValues) =>
  jwtEditorResolver('access-token', i18n.t)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('custom JWT editor checks', () => {
  it('accepts the defaults as they are', async () => {
    expect((await resolve(toEditorValues('access-token'))).errors).toEqual({});
  });

  it('points at the sample that is not a JSON object and at an empty script', async () => {
    const { errors } = await resolve({
      ...toEditorValues('access-token'),
      script: '  ',
      tokenSample: '[1, 2]',
      contextSample: '{"user": ',
    });
    expect(errors.script?.message).toBe('The script must not be empty.');
    expect(errors.tokenSample?.message).toBe('Enter a valid JSON object.');
    expect(errors.contextSample?.message).toBe('Enter a valid JSON object.');
  });

  it('refuses an access-token context without a user', async () => {
    const { errors } = await resolve({
      ...toEditorValues('access-token'),
      contextSample: '{"application": {}}',
    });
    expect(errors.contextSample?.message).toBe('Enter a valid JSON object.');
  });

  it('marks the second of two variables with the same name', async () => {
    const { errors } = await resolve({
      ...toEditorValues('access-token'),
      environmentVariables: [
        { key: 'PLAN', value: 'a' },
        { key: 'PLAN', value: 'b' },
      ],
    });
    expect(errors.environmentVariables?.[0]).toBeUndefined();
    expect(errors.environmentVariables?.[1]?.key?.message).toBe('This name is already used.');
  });

  it('marks an origin that is not one, and the second of two same origins; sends only the filled rows', async () => {
    const values = {
      ...toEditorValues('access-token'),
      fetchAllowedOrigins: ['https://api.example.com', 'http://api.example.com', '', 'https://api.example.com'],
    };
    const { errors } = await resolve(values);
    expect(errors.fetchAllowedOrigins?.[0]).toBeUndefined();
    expect(errors.fetchAllowedOrigins?.[1]?.message).toBe(
      'Use https://host or https://host:port, with no path; http only for localhost and 127.0.0.1.',
    );
    expect(errors.fetchAllowedOrigins?.[3]?.message).toBe('This origin is already listed.');
    const fine = { ...values, fetchAllowedOrigins: ['https://api.example.com', ' ', 'http://127.0.0.1:4010'] };
    expect((await resolve(fine)).errors).toEqual({});
    expect(toSettingsBody(fine).fetchAllowedOrigins).toEqual(['https://api.example.com', 'http://127.0.0.1:4010']);
  });
});
