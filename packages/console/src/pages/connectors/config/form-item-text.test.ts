import { httpConnectorSignatureHeader, type ConnectorFormItem } from '@tessera/schemas';
import { afterEach, describe, expect, it } from 'vitest';

import { changeConsoleLanguage, i18n } from '../../../i18n/i18n';
import { formItemText } from './form-item-text';

afterEach(async () => {
  await changeConsoleLanguage('en');
});

const item = (overrides: Partial<ConnectorFormItem>): ConnectorFormItem => ({
  key: 'unknown',
  label: 'Label',
  type: 'Text',
  ...overrides,
});

describe('connector form item texts', () => {
  it("names a built-in factory's field by its key in the console's language", async () => {
    await changeConsoleLanguage('de');
    const t = i18n.t.bind(i18n);
    const tls = formItemText(t, item({ key: 'tlsMode', label: 'TLS', type: 'Select' }));
    expect(tls.label).toBe('TLS-Modus');
    expect(tls.optionTitle({ value: 'none', title: 'None' })).toBe('Keine');
    expect(tls.optionTitle({ value: 'starttls', title: 'STARTTLS' })).toBe('STARTTLS');
    expect(
      formItemText(t, item({ key: 'from', placeholder: '+15550100 or MG…' })).placeholder,
    ).toBe('+15550100 oder MG…');
    expect(
      formItemText(t, item({ key: 'senderName', description: 'Shown as the sender; no URL.' }))
        .description,
    ).toBe('Wird als Absender angezeigt; keine URL.');
  });

  it('keeps the header and the template variable a description names as they are', async () => {
    await changeConsoleLanguage('fr');
    const t = i18n.t.bind(i18n);
    expect(formItemText(t, item({ key: 'signingSecret', description: 'x' })).description).toContain(
      `l’en-tête ${httpConnectorSignatureHeader}.`,
    );
    expect(formItemText(t, item({ key: 'templates', description: 'x' })).description).toContain(
      'content avec {{code}}',
    );
  });

  it("keeps the factory's English for a field this console does not know, and adds nothing it lacks", () => {
    const t = i18n.t.bind(i18n);
    const unknown = formItemText(
      t,
      item({ key: 'region', label: 'Region', placeholder: 'eu-west-1' }),
    );
    expect(unknown).toMatchObject({
      label: 'Region',
      placeholder: 'eu-west-1',
      description: undefined,
    });
    expect(unknown.optionTitle({ value: 'fast', title: 'Fast' })).toBe('Fast');
    expect(formItemText(t, item({ key: 'host' })).placeholder).toBeUndefined();
  });
});
