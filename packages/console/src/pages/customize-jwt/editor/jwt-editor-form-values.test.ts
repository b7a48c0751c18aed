import { describe, expect, it } from 'vitest';

import { i18n } from '../../../i18n/i18n';
import { jwtEditorResolver, toEditorValues, type JwtEditorValues } from './jwt-editor-form-values';

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
});
