import { defaultTenantId, type WellKnownSignInExperience } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../../db/json.js';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { createOtherTenant, otherTenantId } from '../../../testing/other-tenant.js';
import { describeEachDatabase } from '../../../testing/test-server.js';
import { generateId } from '../../../utils/id.js';
import { deleteConnectorById, insertConnector } from '../../connectors/queries.js';
import { upsertCustomPhraseOfLanguage } from '../../custom-phrases/service.js';
import { updateSignInExperience as updateStoredSignInExperience } from '../../sign-in-exp/service.js';

type Phrases = { sign_in: { title: string; description: string }; page_title: { sign_in: string } };

// Cloud edition: each tenant is served under its own path, so two tenants answer side by side.
describeEachDatabase(
  "sign-in app's well-known settings and phrases",
  (server) => {
    let home: TenantScope;
    let other: TenantScope;
    const url = (tenantId: string, path: string) =>
      `${server().url}/t/${tenantId}/api/.well-known/${path}`;
    const signInExperienceOf = async (tenantId: string) => {
      const response = await fetch(url(tenantId, 'sign-in-exp'));
      expect(response.status).toBe(200);
      return (await response.json()) as WellKnownSignInExperience;
    };
    const phrasesOf = async (
      tenantId: string,
      query = '',
      headers: Record<string, string> = {},
    ) => {
      const response = await fetch(url(tenantId, `phrases${query}`), { headers });
      expect(response.status).toBe(200);
      return {
        language: response.headers.get('Content-Language'),
        phrases: (await response.json()) as Phrases,
      };
    };

    // As PATCH does before answering: the cached copy is dropped once the event has been handled.
    const updateSignInExperience = async (
      ...parameters: Parameters<typeof updateStoredSignInExperience>
    ) => {
      await updateStoredSignInExperience(...parameters);
      await server().context.events.settled();
      await server().context.bus.settled();
    };

    beforeAll(async () => {
      home = server().context.tenantScope(defaultTenantId);
      await createOtherTenant(server());
      // The server's own scope of the tenant: its changes reach the server's caches as the API's do.
      other = server().context.tenantScope(otherTenantId);
    });

    it("answers the tenant's sign-in experience with what the sign-in app derives, without a token", async () => {
      const answer = await signInExperienceOf(defaultTenantId);
      expect(answer).toMatchObject({
        tenantId: defaultTenantId,
        id: 'default',
        color: { primaryColor: '#6139F6' },
        signInMode: 'SignInAndRegister',
        forgotPassword: { email: false, phone: false },
        socialConnectors: [],
        ssoConnectors: [],
        isDevelopmentTenant: false,
      });

      const connector = await insertConnector(home, {
        id: generateId(),
        connector_id: 'simple-mail-transfer-protocol',
        type: 'Email',
        config_encrypted: 'not-read-by-this-test',
        metadata: toJson({}),
      });
      try {
        expect((await signInExperienceOf(defaultTenantId)).forgotPassword).toEqual({
          email: true,
          phone: false,
        });
      } finally {
        await deleteConnectorById(home, connector.id);
      }
    });

    it("answers each tenant's own settings", async () => {
      await updateSignInExperience(other, {
        color: { primaryColor: '#0A0B0C', isDarkModeEnabled: false, darkPrimaryColor: '#1A1B1C' },
      });
      expect(await signInExperienceOf(otherTenantId)).toMatchObject({
        tenantId: otherTenantId,
        color: { primaryColor: '#0A0B0C' },
        isDevelopmentTenant: true,
      });
      expect((await signInExperienceOf(defaultTenantId)).color.primaryColor).toBe('#6139F6');
    });

    it('serves English by default, the asked language by lng or Accept-Language, and names it', async () => {
      const english = await phrasesOf(defaultTenantId);
      expect(english.language).toBe('en');
      expect(english.phrases.sign_in.title).toBe('Sign in to your account');

      const german = await phrasesOf(defaultTenantId, '?lng=de');
      expect(german.language).toBe('de');
      expect(german.phrases.sign_in.title).toBe('Bei deinem Konto anmelden');
      expect(
        (await phrasesOf(defaultTenantId, '', { 'Accept-Language': 'xx, de-AT;q=0.8' })).language,
      ).toBe('de');
      // `lng` wins over the header; an unknown one reads the fallback language.
      expect(
        (await phrasesOf(defaultTenantId, '?lng=de', { 'Accept-Language': 'ja' })).language,
      ).toBe('de');
      expect((await phrasesOf(defaultTenantId, '?lng=xx')).language).toBe('en');
    });

    it("overlays the tenant's custom phrases of the language, and only that tenant's", async () => {
      await upsertCustomPhraseOfLanguage(home, 'de', { sign_in: { title: 'Willkommen bei Acme' } });
      await upsertCustomPhraseOfLanguage(other, 'de', {
        sign_in: { title: 'Willkommen bei Globex' },
      });

      const german = (await phrasesOf(defaultTenantId, '?lng=de')).phrases;
      expect(german.sign_in.title).toBe('Willkommen bei Acme');
      // The phrases it does not override stay the built-in German ones.
      expect(german.page_title.sign_in).toBe('Anmelden');
      expect((await phrasesOf(otherTenantId, '?lng=de')).phrases.sign_in.title).toBe(
        'Willkommen bei Globex',
      );
      // Another language is untouched by the German overrides.
      expect((await phrasesOf(defaultTenantId, '?lng=en')).phrases.sign_in.title).toBe(
        'Sign in to your account',
      );
    });

    it('follows the fallback language when auto-detection is off or nothing matches', async () => {
      await updateSignInExperience(other, {
        languageInfo: { autoDetect: false, fallbackLanguage: 'ja' },
      });
      const japanese = await phrasesOf(otherTenantId, '', { 'Accept-Language': 'de' });
      expect(japanese.language).toBe('ja');
      expect(japanese.phrases.sign_in.title).not.toBe('Sign in to your account');
      expect((await phrasesOf(otherTenantId, '?lng=de')).language).toBe('de');

      await updateSignInExperience(other, {
        languageInfo: { autoDetect: true, fallbackLanguage: 'fr' },
      });
      expect((await phrasesOf(otherTenantId, '', { 'Accept-Language': 'sw' })).language).toBe('fr');
      expect((await phrasesOf(otherTenantId, '', { 'Accept-Language': 'ko' })).language).toBe('ko');
    });
  },
  { EDITION: 'cloud' },
);
