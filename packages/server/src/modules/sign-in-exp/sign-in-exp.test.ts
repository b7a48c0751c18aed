import {
  defaultTenantId,
  type PasswordCheckResult,
  type SignInExperienceResponse,
} from '@tessera/schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { generateId } from '../../utils/id.js';
import { deleteConnectorById, insertConnector } from '../connectors/queries.js';
import { findSignInExperience } from './service.js';

const emailSignUp = { identifiers: ['email'], password: true, verify: true };
const emailSignIn = {
  methods: [
    { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
  ],
};

describeEachDatabase('sign-in experience API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let delivered: DomainEvent[] = [];
  let unsubscribe = () => {};

  const get = async () => {
    const response = await api.get<SignInExperienceResponse>('/sign-in-exp');
    expect(response.status).toBe(200);
    return response.body;
  };
  const patch = async (body: Record<string, unknown>) => {
    const response = await api.patch<SignInExperienceResponse>('/sign-in-exp', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const addConnector = async (type: 'Email' | 'Sms') =>
    (
      await insertConnector(home, {
        id: generateId(),
        connector_id: type === 'Email' ? 'simple-mail-transfer-protocol' : 'sms-test',
        type,
        config_encrypted: 'not-read-by-these-tests',
        metadata: toJson({}),
      })
    ).id;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
  });
  beforeEach(() => {
    delivered = [];
    unsubscribe = server().context.events.subscribe((event) => {
      delivered.push(event);
    });
  });
  afterEach(() => unsubscribe());

  it('answers the defaults before anything is saved', async () => {
    const signInExperience = await get();
    expect(signInExperience).toMatchObject({
      tenantId: defaultTenantId,
      id: 'default',
      color: { primaryColor: '#6139F6', isDarkModeEnabled: false, darkPrimaryColor: '#886AF8' },
      languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
      signInMode: 'SignInAndRegister',
      signUp: { identifiers: ['username'], password: true, verify: false },
      signIn: {
        methods: [
          {
            identifier: 'username',
            password: true,
            verificationCode: false,
            isPasswordPrimary: true,
          },
        ],
      },
      termsOfUseUrl: null,
      customCss: null,
      socialSignInConnectorTargets: [],
      mfa: { factors: [], policy: 'UserControlled' },
      passwordPolicy: { length: { min: 8, max: 256 } },
    });
  });

  it('saves the given fields, keeps the others, and announces the whole record', async () => {
    const before = await get();
    const color = { primaryColor: '#112233', isDarkModeEnabled: true, darkPrimaryColor: '#445566' };
    const branding = {
      logoUrl: 'https://cdn.example.com/logo.svg',
      darkLogoUrl: 'https://cdn.example.com/dark.svg',
    };
    const updated = await patch({
      color,
      branding,
      termsOfUseUrl: 'https://example.com/terms',
      tenantId: 'ignored',
    });
    expect(updated).toEqual({
      ...before,
      color,
      branding,
      termsOfUseUrl: 'https://example.com/terms',
    });
    expect(await get()).toEqual(updated);
    expect(delivered).toEqual([
      {
        name: 'signInExperience.updated',
        tenantId: defaultTenantId,
        data: { signInExperience: updated },
        // Raised in the transaction of a Management API call, the event names the call.
        request: { method: 'PATCH', path: '/sign-in-exp', matchedRoute: '/sign-in-exp', params: {}, status: 200 },
      },
    ]);
    // The sign-in app shows what the console saved.
    const config = (await (await fetch(`${server().url}/api/experience/config`)).json()) as Record<
      string,
      unknown
    >;
    expect(config).toMatchObject({
      branding: { primaryColor: '#112233', logoUrl: branding.logoUrl },
    });
  });

  it('saves custom content per page and hands it to the sign-in app, replacing the whole set', async () => {
    const customContent = {
      '/sign-in': 'Welcome back.\n\n**Need help?** [Contact us](https://example.com/help)',
      '/register': '<b>as text</b>',
    };
    expect((await patch({ customContent })).customContent).toEqual(customContent);
    const wellKnown = (await (
      await fetch(`${server().url}/api/.well-known/sign-in-exp`)
    ).json()) as Record<string, unknown>;
    expect(wellKnown.customContent).toEqual(customContent);
    expect(
      (await patch({ customContent: { '/consent': 'x'.repeat(5000) } })).customContent,
    ).toEqual({ '/consent': 'x'.repeat(5000) });
    await patch({ customContent: {} });
  });

  it('takes removeUnusedDemoSocialConnector in the query', async () => {
    const response = await api.patch<SignInExperienceResponse>(
      '/sign-in-exp?removeUnusedDemoSocialConnector=1',
      {
        socialSignInConnectorTargets: [],
      },
    );
    expect(response.status).toBe(200);
  });

  it.each([
    [
      { color: { primaryColor: 'purple', isDarkModeEnabled: false, darkPrimaryColor: '#886AF8' } },
      'color.primaryColor',
    ],
    [{ color: { primaryColor: '#61F' } }, 'color.isDarkModeEnabled'],
    [{ branding: { logoUrl: 'not a url' } }, 'branding.logoUrl'],
    [{ branding: { favicon: 'javascript:alert(1)' } }, 'branding.favicon'],
    [{ privacyPolicyUrl: 'ftp//nowhere' }, 'privacyPolicyUrl'],
    [{ signInMode: 'Anyone' }, 'signInMode'],
    [{ signUp: { identifiers: ['fax'], password: true, verify: false } }, 'signUp.identifiers.0'],
    [{ mfa: { factors: ['Sms'], policy: 'Mandatory' } }, 'mfa.factors.0'],
    [
      { languageInfo: { autoDetect: true, fallbackLanguage: 'not a tag' } },
      'languageInfo.fallbackLanguage',
    ],
    [{ hideBranding: true }, 'hideBranding'],
    [{ customContent: { '/sign-up': 'A page the sign-in app does not have' } }, 'customContent'],
    [{ customContent: { '/sign-in': 'x'.repeat(5001) } }, 'customContent./sign-in'],
  ])('refuses the malformed body %j naming %s', async (body, field) => {
    expectError(await api.patch('/sign-in-exp', body), 400, 'guard.invalid_input', field);
  });

  describe('rules between the parts', () => {
    const refuse = async (
      body: Record<string, unknown>,
      code: string,
      data?: Record<string, unknown>,
    ) => {
      const before = await get();
      const error = expectError(await api.patch('/sign-in-exp', body), 400, code);
      if (data) {
        expect(error.data).toEqual(data);
      }
      // Nothing of a refused update is kept, not even its valid parts.
      expect(await get()).toEqual(before);
      expect(delivered).toEqual([]);
    };

    it('refuses an empty or repeated sign-in method list, and a method without password or code', async () => {
      await refuse(
        { signUp: { identifiers: [], password: true, verify: false }, signIn: { methods: [] } },
        'sign_in_experiences.empty_sign_in_methods',
      );
      const username = {
        identifier: 'username',
        password: true,
        verificationCode: false,
        isPasswordPrimary: true,
      };
      await refuse(
        { signIn: { methods: [username, username] } },
        'sign_in_experiences.duplicated_sign_in_identifier',
        {
          identifier: 'username',
        },
      );
      await refuse(
        { signIn: { methods: [{ ...username, password: false }] } },
        'sign_in_experiences.sign_in_method_without_factor',
        { identifier: 'username' },
      );
      await refuse(
        { signIn: { methods: [{ ...username, verificationCode: true }] } },
        'sign_in_experiences.username_verification_code_not_supported',
      );
    });

    it('keeps sign-up and sign-in consistent', async () => {
      const color = {
        primaryColor: '#000000',
        isDarkModeEnabled: false,
        darkPrimaryColor: '#111111',
      };
      await refuse(
        { color, signUp: { identifiers: ['username'], password: false, verify: false } },
        'sign_in_experiences.username_requires_password',
      );
      await refuse(
        { signUp: { identifiers: ['username', 'username'], password: true, verify: false } },
        'sign_in_experiences.duplicated_sign_up_identifier',
      );
      await refuse(
        { signUp: { identifiers: ['email'], password: false, verify: false } },
        'sign_in_experiences.passwordless_requires_verify',
      );
      const usernameOnly = {
        methods: [
          {
            identifier: 'username',
            password: true,
            verificationCode: false,
            isPasswordPrimary: true,
          },
        ],
      };
      await refuse(
        { signUp: { identifiers: ['email'], password: true, verify: false }, signIn: usernameOnly },
        'sign_in_experiences.miss_sign_up_identifier_in_sign_in',
        { identifier: 'email' },
      );
      await refuse(
        {
          signUp: { identifiers: ['email'], password: true, verify: false },
          signIn: {
            methods: [
              {
                identifier: 'email',
                password: false,
                verificationCode: true,
                isPasswordPrimary: false,
              },
            ],
          },
        },
        'sign_in_experiences.password_sign_in_must_be_enabled',
        { identifier: 'email' },
      );
      await refuse(
        {
          signUp: { identifiers: ['phone'], password: false, verify: true },
          signIn: {
            methods: [
              {
                identifier: 'phone',
                password: true,
                verificationCode: false,
                isPasswordPrimary: true,
              },
            ],
          },
        },
        'sign_in_experiences.code_sign_in_must_be_enabled',
        { identifier: 'phone' },
      );
    });

    it('refuses an unsupported fallback language and unusable MFA settings', async () => {
      await refuse(
        { languageInfo: { autoDetect: true, fallbackLanguage: 'xx-YY' } },
        'sign_in_experiences.unsupported_default_language',
        {
          language: 'xx-YY',
        },
      );
      await refuse(
        { mfa: { factors: ['Totp', 'Totp'], policy: 'UserControlled' } },
        'sign_in_experiences.duplicated_mfa_factors',
      );
      await refuse(
        { mfa: { factors: ['BackupCode'], policy: 'UserControlled' } },
        'sign_in_experiences.backup_code_cannot_be_enabled_alone',
      );
      await refuse(
        { mfa: { factors: [], policy: 'Mandatory' } },
        'sign_in_experiences.at_least_one_authentication_factor',
      );
    });

    it('needs an email or SMS connector before verification codes are sent', async () => {
      await refuse(
        { signUp: emailSignUp, signIn: emailSignIn },
        'sign_in_experiences.enabled_connector_not_found',
        { type: 'Email' },
      );
      const phoneCode = {
        identifier: 'phone',
        password: false,
        verificationCode: true,
        isPasswordPrimary: false,
      };
      await refuse(
        {
          signIn: {
            methods: [
              {
                identifier: 'username',
                password: true,
                verificationCode: false,
                isPasswordPrimary: true,
              },
              phoneCode,
            ],
          },
        },
        'sign_in_experiences.enabled_connector_not_found',
        { type: 'Sms' },
      );

      const connectorId = await addConnector('Email');
      try {
        const updated = await patch({ signUp: emailSignUp, signIn: emailSignIn });
        expect(updated).toMatchObject({ signUp: emailSignUp, signIn: emailSignIn });
        // A password-only email sign-in needs no connector.
        await patch({
          signUp: { identifiers: ['email'], password: true, verify: false },
          signIn: {
            methods: [
              {
                identifier: 'email',
                password: true,
                verificationCode: false,
                isPasswordPrimary: true,
              },
            ],
          },
        });
      } finally {
        await deleteConnectorById(home, connectorId);
        await patch({
          signUp: { identifiers: ['username'], password: true, verify: false },
          signIn: {
            methods: [
              {
                identifier: 'username',
                password: true,
                verificationCode: false,
                isPasswordPrimary: true,
              },
            ],
          },
        });
      }
      delivered = [];
      await refuse(
        { signUp: emailSignUp, signIn: emailSignIn },
        'sign_in_experiences.enabled_connector_not_found',
        { type: 'Email' },
      );
    });
  });

  describe('check-password', () => {
    const check = async (body: Record<string, unknown>) => {
      const response = await api.post<PasswordCheckResult>(
        '/sign-in-exp/default/check-password',
        body,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };

    beforeAll(async () => {
      // The tenant's own policy, without the breach lookup over the network.
      await patch({
        passwordPolicy: {
          length: { min: 10, max: 64 },
          characterTypes: { min: 3 },
          rejects: {
            pwned: false,
            repetitionAndSequence: true,
            userInfo: true,
            words: ['tessera'],
          },
        },
      });
    });

    it('applies the tenant policy and lists every failed rule', async () => {
      expect(await check({ password: 'Correct-Horse-7' })).toEqual({ result: true, issues: [] });
      expect(await check({ password: 'short' })).toEqual({
        result: false,
        issues: [
          { code: 'password_rejected.too_short', interpolation: { min: 10 } },
          { code: 'password_rejected.character_types', interpolation: { min: 3 } },
        ],
      });
      const words = await check({ password: 'My-Tessera-Vault-9' });
      expect(words.issues).toEqual([
        { code: 'password_rejected.restricted.words', interpolation: { words: 'tessera' } },
      ]);
      expect(
        (await check({ password: `Aa1-${'x'.repeat(70)}` })).issues.map(({ code }) => code),
      ).toContain('password_rejected.too_long');
    });

    it("checks the user's own details when a user is named, and 404s for an unknown one", async () => {
      const user = await insertTestUser(home, {
        username: 'margaret',
        primaryEmail: 'maggie.stone@example.com',
      });
      expect(await check({ password: 'Margaret-Winter-42' })).toEqual({ result: true, issues: [] });
      expect(await check({ password: 'Margaret-Winter-42', userId: user.id })).toEqual({
        result: false,
        issues: [{ code: 'password_rejected.restricted.user_info' }],
      });
      expectError(
        await api.post('/sign-in-exp/default/check-password', { password: 'x', userId: 'nobody' }),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.post('/sign-in-exp/default/check-password', {}),
        400,
        'guard.invalid_input',
        'password',
      );
    });
  });

  it('keeps tenants apart', async () => {
    const other = await createOtherTenant(server());
    await patch({
      color: { primaryColor: '#ABCDEF', isDarkModeEnabled: false, darkPrimaryColor: '#BCDEF0' },
    });
    expect((await findSignInExperience(other)).color.primaryColor).toBe('#6139F6');
    // A user of the other tenant is not found from this one.
    const stranger = await insertTestUser(other, { username: 'stranger' });
    expectError(
      await api.post('/sign-in-exp/default/check-password', {
        password: 'Whatever-Pass-1',
        userId: stranger.id,
      }),
      404,
      'entity.not_exists_with_id',
    );
  });

  it('needs a Management API token', async () => {
    const response = await fetch(`${server().url}/api/sign-in-exp`);
    expect(response.status).toBe(401);
  });
});
