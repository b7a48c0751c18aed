import { describe, expect, it } from 'vitest';

import { companyInformationGuard, containsUrl, noUrlMessages, senderNameGuard } from './no-url';

describe('containsUrl', () => {
  it.each([
    'https://evil.example',
    'Visit http://x.io now',
    'ftp://files.example.com',
    'www.example',
    'Go to WWW.EXAMPLE.ORG',
    'example.com',
    'Acme (acme.co.uk)',
    'win-prize.net!',
  ])('finds a link in %j', (text) => {
    expect(containsUrl(text)).toBe(true);
  });

  it.each([
    'Acme Inc.',
    'Acme, Inc. Ltd',
    'Support Team',
    'support@acme.com',
    'john.doe@acme.com',
    '123 Main St., Suite 4',
    'Version 1.2',
    'e.g. this',
    '',
  ])('finds none in %j', (text) => {
    expect(containsUrl(text)).toBe(false);
  });
});

it('names the field in the message', () => {
  expect(senderNameGuard.safeParse('Acme').success).toBe(true);
  expect(senderNameGuard.safeParse('acme.com').error?.issues[0]?.message).toBe(
    'URL is not allowed in sender name.',
  );
  expect(companyInformationGuard.safeParse('Acme, 1 Main St').success).toBe(true);
  expect(companyInformationGuard.safeParse('see https://acme.com').error?.issues[0]?.message).toBe(
    noUrlMessages.companyInformation,
  );
  expect(noUrlMessages.companyInformation).toBe('URL is not allowed in company information.');
});
