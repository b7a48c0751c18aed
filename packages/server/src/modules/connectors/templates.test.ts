import type { ConnectorTemplate } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { containsUrl } from './factories/sender-rules.js';
import { assertTemplatesHaveVariables, pickTemplate, renderTemplate } from './templates.js';

const templates: ConnectorTemplate[] = [
  { usageType: 'SignIn', content: 'any {{code}}' },
  { usageType: 'SignIn', locale: 'pt', content: 'pt {{code}}' },
  { usageType: 'SignIn', locale: 'pt-PT', content: 'pt-PT {{code}}' },
  { usageType: 'SignIn', locale: 'zh-Hant-TW', content: 'zh-Hant-TW {{code}}' },
  { usageType: 'Register', locale: 'de', content: 'de {{code}}' },
];

describe('pickTemplate', () => {
  it.each([
    ['pt-PT', 'pt-PT {{code}}'],
    ['pt-pt', 'pt-PT {{code}}'],
    ['pt-BR', 'pt {{code}}'],
    ['zh-hant-tw', 'zh-Hant-TW {{code}}'],
    ['zh-CN', 'any {{code}}'],
    [undefined, 'any {{code}}'],
  ])('reads %s as %s', (locale, content) => {
    expect(pickTemplate(templates, 'SignIn', locale).content).toBe(content);
  });

  it('has no fallback across usage types or to another language', () => {
    expect(pickTemplate(templates, 'Register', 'de-CH').content).toBe('de {{code}}');
    expect(() => pickTemplate(templates, 'Register', 'en')).toThrow('connector.template_not_found');
    expect(() => pickTemplate(templates, 'Generic', undefined)).toThrow('connector.template_not_found');
  });
});

describe('renderTemplate', () => {
  it('fills known variables, spaces allowed, and leaves unknown ones as written', () => {
    expect(renderTemplate('{{code}} / {{ code }} / {{name}}', { code: '123' })).toBe('123 / 123 / {{name}}');
    expect(renderTemplate('{{code}}', { code: '{{code}}' })).toBe('{{code}}');
  });

  it('reads dotted names through nested values and escapes values, not the template', () => {
    const variables = { link: 'https://a.test/?x=1&y=2', organization: { name: 'A <b> & Co' } };
    expect(renderTemplate('{{organization.name}} {{ link }} {{organization}} {{organization.id}}', variables)).toBe(
      'A <b> & Co https://a.test/?x=1&y=2 {{organization}} {{organization.id}}',
    );
    expect(
      renderTemplate('<a href="{{link}}">{{organization.name}}</a>', variables, (value) =>
        value.replaceAll('&', '&amp;').replaceAll('<', '&lt;'),
      ),
    ).toBe('<a href="https://a.test/?x=1&amp;y=2">A &lt;b> &amp; Co</a>');
    // Inherited properties are not variables.
    expect(renderTemplate('{{organization.constructor}}', variables)).toBe('{{organization.constructor}}');
  });
});

describe('assertTemplatesHaveVariables', () => {
  it('asks verification templates for the code and invitation templates for the link', () => {
    expect(() =>
      assertTemplatesHaveVariables([
        { usageType: 'SignIn', content: 'Code: {{ code }}' },
        { usageType: 'OrganizationInvitation', content: 'Join {{organization.name}}: {{link}}' },
      ]),
    ).not.toThrow();
    expect(() =>
      assertTemplatesHaveVariables([{ usageType: 'MfaVerification', content: 'Open {{link}}' }]),
    ).toThrow('connector.template_missing_code');
    // An invitation template of before `{{link}}` carries the link as `{{code}}`: still valid.
    expect(() =>
      assertTemplatesHaveVariables([{ usageType: 'OrganizationInvitation', content: 'Join: {{code}}' }]),
    ).not.toThrow();
    expect(() =>
      assertTemplatesHaveVariables([{ usageType: 'OrganizationInvitation', content: 'Join {{organization.name}}' }]),
    ).toThrow('connector.template_missing_link');
  });
});

describe('containsUrl', () => {
  it.each(['https://acme.test', 'HTTP://x', 'www.acme', 'acme.com', 'see acme.co.uk/about', 'ftp://files'])('finds a URL in %s', (text) => {
    expect(containsUrl(text)).toBe(true);
  });

  it.each(['Acme', 'Acme Inc.', 'J.R. Acme', 'Acme, 1 Main St.', 'Équipe Acme'])('finds none in %s', (text) => {
    expect(containsUrl(text)).toBe(false);
  });
});
