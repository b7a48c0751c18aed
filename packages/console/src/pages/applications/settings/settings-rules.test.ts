import type { ApplicationType } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { applicationFixture } from '../testing/application-fixture';
import { settingsResolver } from './settings-rules';
import { toSettingsValues, type ApplicationSettingsValues } from './settings-values';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as TFunction;

const resolve = (type: ApplicationType, changes: Partial<ApplicationSettingsValues>) => {
  const values = { ...toSettingsValues(applicationFixture({ type })), ...changes };
  return settingsResolver(type, t)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
};

describe('settingsResolver', () => {
  it('lets valid settings through unchanged', async () => {
    const values = toSettingsValues(applicationFixture({ type: 'SPA' }));
    expect(await settingsResolver('SPA', t)(values, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({
      values,
      errors: {},
    });
  });

  it('puts contract issues and the form rules on the fields the user typed in', async () => {
    const { errors } = await resolve('SPA', {
      name: 'n'.repeat(257),
      corsAllowedOrigins: ['', 'https://a.example.com/path'],
      idTokenTtl: '0',
      backchannelLogoutUri: 'not a url',
      customData: '[1]',
    });
    expect(errors.name?.message).toBe('shared_form.too_long {"max":256}');
    expect(errors.corsAllowedOrigins?.[1]?.message).toBe('applications.errors.cors_origin');
    expect(errors.idTokenTtl?.message).toBe('shared_form.number_range {"min":1,"max":31536000}');
    expect(errors.backchannelLogoutUri?.message).toBe('errors.invalid_uri_format');
    expect(errors.customData?.message).toBe('errors.invalid_json_format');
  });

  it('checks redirect URIs by the application type', async () => {
    const native = await resolve('Native', { redirectUris: ['io.shop.app://callback'] });
    expect(native.errors).toEqual({});
    const web = await resolve('SPA', { redirectUris: ['io.shop.app://callback'] });
    expect(web.errors.redirectUris?.[0]?.message).toBe('applications.errors.redirect_uri_web');
  });

  it('leaves out the sign-in settings of machine-to-machine apps, which the form does not show', async () => {
    const { errors } = await resolve('MachineToMachine', { idTokenTtl: 'soon', redirectUris: ['nope'] });
    expect(errors).toEqual({});
  });
});
