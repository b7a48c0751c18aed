import { resourceCreateGuard, roleCreateGuard } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { contractResolver } from './contract-resolver';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as TFunction;

interface Values {
  name: string;
  description: string;
}
const toBody = (values: Values) => ({ name: values.name.trim(), description: values.description.trim() });
const resolve = (values: Values) =>
  contractResolver<Values>(roleCreateGuard, toBody, t)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('contractResolver', () => {
  it('accepts what the contract accepts and keeps the form values', async () => {
    const values = { name: ' Editor ', description: 'Edits' };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it('puts translated issues on the fields: blank after trimming is required, too long says the limit', async () => {
    const { errors } = await resolve({ name: '   ', description: 'd'.repeat(129) });
    expect(errors.name?.message).toBe('shared_form.required');
    expect(errors.description?.message).toBe('shared_form.too_long {"max":128}');
  });

  it('words a field\'s own rule with its message, and keeps "required" for a blank field', async () => {
    interface ResourceValues {
      name: string;
      indicator: string;
      accessTokenTtl: string;
    }
    const toResourceBody = (values: ResourceValues) => ({ ...values, accessTokenTtl: Number(values.accessTokenTtl) });
    const resolveResource = (values: ResourceValues) =>
      contractResolver(resourceCreateGuard, toResourceBody, t, { indicator: 'uri', accessTokenTtl: 'range' })(values, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
    const invalid = await resolveResource({ name: 'Orders', indicator: 'not a uri', accessTokenTtl: '0' });
    expect(invalid.errors.indicator?.message).toBe('uri');
    expect(invalid.errors.accessTokenTtl?.message).toBe('range');
    const blank = await resolveResource({ name: 'Orders', indicator: '', accessTokenTtl: '60' });
    expect(blank.errors.indicator?.message).toBe('shared_form.required');
  });

  it('puts issues on the form\'s own field names, and lets the form\'s own rules win', async () => {
    interface FlatValues {
      title: string;
      code: string;
    }
    const fieldOf: Readonly<Record<string, keyof FlatValues>> = { name: 'title', description: 'code' };
    const toRenamedBody = (values: FlatValues) => ({ name: values.title.trim(), description: values.code.trim() });
    const resolveFlat = (values: FlatValues) =>
      contractResolver(roleCreateGuard, toRenamedBody, t, {}, {
        fieldPath: (path) => fieldOf[path],
        rules: ({ code }) => ({ code: /^\d+$/.test(code) ? undefined : 'digits only' }),
      })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

    const invalid = await resolveFlat({ title: ' ', code: 'x'.repeat(129) });
    expect(invalid.errors.title?.message).toBe('shared_form.required');
    expect(invalid.errors.code?.message).toBe('digits only');
    expect(await resolveFlat({ title: 'Editor', code: '42' })).toEqual({ values: { title: 'Editor', code: '42' }, errors: {} });
  });
});
