import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSamlLibrary } from '../../../federation/saml/saml-library.js';
import { createSigningKey, readPostedForm, startSamlIdp, type AnswerShape, type SamlIdp } from '../../../testing/saml-idp.js';
import { validateSamlResponse } from './assertion.js';
import { resolveSamlIdentityProvider, type SamlIdentityProvider } from './identity-provider.js';
import { samlParties } from './saml-client.js';
import { samlServiceProvider } from './service-provider.js';

const sp = samlServiceProvider('http://127.0.0.1:9/tenant', 'connector-1');

describe('SAML response validation', () => {
  let idp: SamlIdp;
  let trusted: SamlIdentityProvider;

  /** A real AuthnRequest to the local IdP, and the response its form would post, as XML. */
  const answer = async (shape: AnswerShape = {}, identityProvider = trusted) => {
    const saml = await loadSamlLibrary();
    const requestId = `_${randomBytes(12).toString('hex')}`;
    const parties = samlParties(saml, sp, identityProvider, { requestId });
    const { context: url } = parties.sp.createLoginRequest(parties.idp, 'redirect', { relayState: 'relay' }) as { context: string };
    idp.answerNext(shape);
    const form = readPostedForm(await (await fetch(url)).text());
    expect(form.action).toBe(sp.assertionConsumerServiceUrl);
    return { xml: Buffer.from(form.samlResponse ?? '', 'base64').toString('utf8'), request: { requestId, createdAt: Date.now() } };
  };

  const validate = (xml: string, request: { requestId: string; createdAt: number }, identityProvider = trusted) =>
    validateSamlResponse(Buffer.from(xml, 'utf8').toString('base64'), { sp, idp: identityProvider, request });

  beforeAll(async () => {
    idp = await startSamlIdp();
    idp.signInAs({ nameId: 'ann-at-idp', email: 'ann@acme.test', name: 'Ann' });
    trusted = await resolveSamlIdentityProvider({ metadata: idp.metadataXml });
  });
  afterAll(() => idp.stop());

  it('reads the identity from the verified assertion', async () => {
    const { xml, request } = await answer();
    const { claims, assertionId, expiresAt } = await validate(xml, request);
    expect(claims).toMatchObject({ issuer: idp.entityId, identityId: 'ann-at-idp', email: 'ann@acme.test', name: 'Ann' });
    expect(assertionId).toMatch(/^_a/);
    expect(expiresAt).toBeGreaterThan(Date.now());
  });

  it('refuses a response whose assertion is unsigned, even when the Response around it is signed', async () => {
    const { xml, request } = await answer({ signOnlyMessage: true });
    expect(xml).toMatch(/<samlp:Response [^>]*>.*<ds:Signature/);
    await expect(validate(xml, request)).rejects.toMatchObject({ code: 'single_sign_on.saml_signature_invalid' });
  });

  it('refuses an unsigned assertion wrapped in beside the signed one', async () => {
    const { xml, request } = await answer();
    const signed = /<saml:Assertion .*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
    const forged = signed
      .replace(/<ds:Signature.*<\/ds:Signature>/, '')
      .replace(/ID="[^"]+"/, 'ID="_forged"')
      .replace('ann-at-idp', 'admin-at-idp');
    const wrapped = xml.replace(signed, `${forged}${signed}`);
    await expect(validate(wrapped, request)).rejects.toMatchObject({ code: 'single_sign_on.saml_signature_invalid' });
    // Nor nested inside the signed one's subject confirmation.
    const nested = xml.replace(/(<saml:SubjectConfirmationData [^>]*)\/>/, `$1>${forged}</saml:SubjectConfirmationData>`);
    expect(nested).not.toBe(xml);
    await expect(validate(nested, request)).rejects.toMatchObject({ code: 'single_sign_on.saml_signature_invalid' });
  });

  it('accepts an assertion signed by any trusted certificate of a rollover, and none by an untrusted one', async () => {
    const retired = createSigningKey('Retired');
    const rollover = { ...trusted, certificates: [(await resolveSamlIdentityProvider({ entityId: 'x', signInEndpoint: idp.signInEndpoint, x509Certificate: retired.certificatePem })).certificates[0]!, ...trusted.certificates] };
    const { xml, request } = await answer({}, rollover);
    expect((await validate(xml, request, rollover)).claims.identityId).toBe('ann-at-idp');
    const onlyRetired = { ...trusted, certificates: rollover.certificates.slice(0, 1) };
    const second = await answer({}, onlyRetired);
    await expect(validate(second.xml, second.request, onlyRetired)).rejects.toMatchObject({ code: 'single_sign_on.saml_signature_invalid' });
  });

  it('refuses a Response sent to another destination, though its signed assertion names this ACS', async () => {
    const { xml, request } = await answer();
    const elsewhere = xml.replace(/(<samlp:Response [^>]*Destination=")[^"]*"/, '$1https://another-sp.test/acs"');
    expect(elsewhere).not.toBe(xml);
    await expect(validate(elsewhere, request)).rejects.toMatchObject({ code: 'single_sign_on.saml_audience_mismatch' });
  });

  it('refuses an answer to another request, and one to a request that has expired', async () => {
    const { xml, request } = await answer();
    await expect(validate(xml, { ...request, requestId: '_another' })).rejects.toMatchObject({ code: 'single_sign_on.saml_request_mismatch' });
    const stale = await answer();
    await expect(validate(stale.xml, { ...stale.request, createdAt: Date.now() - 11 * 60_000 })).rejects.toMatchObject({
      code: 'single_sign_on.saml_request_mismatch',
    });
  });
});
