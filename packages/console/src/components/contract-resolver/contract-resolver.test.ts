import { roleCreateGuard } from '@tessera/schemas';
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
});
