import { decodeJwt } from 'jose';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { storageVariants } from '../testing/storage-variants.js';
import { toJson } from '../db/json.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { insertApplication } from '../modules/applications/queries.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { describeEachDatabase, type TestServer } from '../testing/test-server.js';
import { generateId } from '../utils/id.js';

const deviceGrant = 'urn:ietf:params:oauth:grant-type:device_code';
const password = 'Tundra-Glacier-42';

type DeviceAuthorization = {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
};

/** A Native app flagged for the device flow, as the Management API stores it. */
async function insertDeviceApp(
  server: TestServer,
  custom: Record<string, unknown> = { isDeviceFlow: true },
  redirectUris: string[] = [],
) {
  const application = await insertApplication(
    scopeToTenant(server.context.database.db, 'default'),
    {
      id: generateId(),
      name: 'Living Room TV',
      type: 'Native',
      oidc_client_metadata: toJson({ redirectUris }),
      custom_client_metadata: toJson(custom),
      custom_data: toJson({}),
      is_third_party: false,
    },
  );
  return application.id;
}

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values),
});

const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));


for (const [storage, environment] of storageVariants()) {
  describeEachDatabase(
    `device authorization grant (RFC 8628, ${storage})`,
    (server) => {
      let clientId = '';
      const oidc = () => `${server().url}/oidc`;

      beforeAll(async () => {
        clientId = await insertDeviceApp(server());
      });

      afterEach(() => {
        vi.useRealTimers();
      });

      const authorizeDevice = async (scope = 'openid profile offline_access') => {
        const response = await fetch(`${oidc()}/device/auth`, form({ client_id: clientId, scope }));
        expect(response.status, await response.clone().text()).toBe(200);
        return (await response.json()) as DeviceAuthorization;
      };

      const poll = async (deviceCode: string) => {
        const response = await fetch(
          `${oidc()}/token`,
          form({ grant_type: deviceGrant, device_code: deviceCode, client_id: clientId }),
        );
        return { status: response.status, body: (await response.json()) as Record<string, string> };
      };

      /** The user's browser: opens the verification URI, enters the code, reaches the confirm step. */
      const enterCode = async (jar: CookieJar, verificationUri: string, userCode: string) => {
        const opened = await jar.fetch(verificationUri);
        expect(opened.status).toBe(303);
        const inputPage = opened.headers.get('location') ?? '';
        expect(inputPage.split('#')[0]).toBe(`${server().url}/device`);
        const xsrf = fragmentOf(inputPage).get('xsrf') ?? '';
        expect(xsrf).not.toBe('');
        const submitted = await jar.fetch(verificationUri, form({ xsrf, user_code: userCode }));
        expect(submitted.status).toBe(303);
        return submitted.headers.get('location') ?? '';
      };

      it('advertises the device authorization endpoint and grant in discovery (RFC 8628 §4)', async () => {
        const metadata = (await (
          await fetch(`${oidc()}/.well-known/openid-configuration`)
        ).json()) as Record<string, unknown>;
        expect(metadata.device_authorization_endpoint).toBe(`${oidc()}/device/auth`);
        expect(metadata.grant_types_supported).toContain(deviceGrant);
      });

      it('answers the device authorization request with codes, URIs and the polling interval (RFC 8628 §3.2)', async () => {
        const answer = await authorizeDevice();
        expect(answer.device_code).toBeTruthy();
        expect(answer.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
        expect(answer.verification_uri).toBe(`${oidc()}/device`);
        expect(answer.verification_uri_complete).toBe(
          `${oidc()}/device?user_code=${answer.user_code}`,
        );
        expect(answer.expires_in).toBeGreaterThan(0);
        expect(answer.interval).toBe(5);
      });

      it('refuses the device flow to a Native app without isDeviceFlow (RFC 8628 §3.1 unauthorized_client)', async () => {
        const plainNative = await insertDeviceApp(server(), {}, ['io.tessera.tv:/callback']);
        const response = await fetch(
          `${oidc()}/device/auth`,
          form({ client_id: plainNative, scope: 'openid' }),
        );
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toBe('unauthorized_client');
      });

      it('signs the user in on another screen; polling then yields tokens (RFC 8628 §3.3–§3.5)', async () => {
        const device = await authorizeDevice();
        // RFC 8628 §3.5: before the user has finished, the device is told to keep polling…
        const pending = await poll(device.device_code);
        expect(pending).toMatchObject({ status: 400, body: { error: 'authorization_pending' } });
        // …and to back off when it polls again before the interval has passed.
        const tooSoon = await poll(device.device_code);
        expect(tooSoon).toMatchObject({ status: 400, body: { error: 'slow_down' } });

        const jar = new CookieJar();
        const confirmPage = await enterCode(
          jar,
          device.verification_uri,
          device.user_code.toLowerCase().replace('-', ' '),
        );
        expect(confirmPage.split('#')[0]).toBe(`${server().url}/device/confirm`);
        const confirm = fragmentOf(confirmPage);
        // RFC 8628 §5.4: the user sees which application asks, with the code it showed.
        expect(confirm.get('client')).toBe('Living Room TV');
        expect(confirm.get('user_code')).toBe(device.user_code);

        const confirmed = await jar.fetch(
          device.verification_uri,
          form({
            xsrf: confirm.get('xsrf') ?? '',
            user_code: confirm.get('user_code') ?? '',
            confirm: 'yes',
          }),
        );
        const signInPage = confirmed.headers.get('location') ?? '';
        expect(signInPage).toMatch(new RegExp(`^${server().url}/sign-in\\?uid=`));

        const interaction = await jar.fetch(`${server().url}/api/experience/interaction`);
        expect(((await interaction.json()) as { client: { name: string } }).client.name).toBe(
          'Living Room TV',
        );
        const registered = await jar.fetch(`${server().url}/api/experience/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'tv_watcher', password }),
        });
        expect(registered.status, await registered.clone().text()).toBe(200);
        let location = ((await registered.json()) as { redirectTo: string }).redirectTo;
        for (let hop = 0; hop < 10 && /\/oidc\/|\/consent\?/.test(location); hop++) {
          if (location.includes('/consent?')) {
            // Native apps always meet the consent step; the sign-in app grants it at once for the
            // tenant's own applications.
            const consented = await jar.fetch(`${server().url}/api/experience/consent`, {
              method: 'POST',
            });
            location = ((await consented.json()) as { redirectTo: string }).redirectTo;
            continue;
          }
          const response = await jar.fetch(location);
          location = new URL(response.headers.get('location') ?? '', location).toString();
        }
        expect(location.split('#')[0]).toBe(`${server().url}/device/success`);
        expect(fragmentOf(location).get('client')).toBe('Living Room TV');

        const granted = await poll(device.device_code);
        expect(granted.status, JSON.stringify(granted.body)).toBe(200);
        expect(granted.body.token_type).toBe('Bearer');
        expect(granted.body.refresh_token).toBeTruthy();
        expect(decodeJwt(granted.body.id_token ?? '')).toMatchObject({
          aud: clientId,
          username: 'tv_watcher',
        });

        // RFC 8628 §3.5 / RFC 6749 §5.2: a device code is good for one token answer only.
        expect((await poll(device.device_code)).body.error).toBe('invalid_grant');
        // A used code cannot be entered again (storage may already have dropped the consumed code).
        const again = new URL(
          await enterCode(new CookieJar(), device.verification_uri, device.user_code),
        );
        expect(again.pathname).toBe('/device');
        expect(['used', 'not_found']).toContain(again.searchParams.get('error'));
      });

      it('tells the user when the code is unknown and keeps what they typed', async () => {
        const location = await enterCode(new CookieJar(), `${oidc()}/device`, 'BCDF-GHJK');
        const url = new URL(location);
        expect(`${url.origin}${url.pathname}`).toBe(`${server().url}/device`);
        expect(url.searchParams.get('error')).toBe('not_found');
        expect(url.searchParams.get('user_code')).toBe('BCDF-GHJK');
        // A fresh secret comes with the page, so the user can try again at once.
        expect(fragmentOf(location).get('xsrf')).toBeTruthy();
      });

      it('refuses a code submitted without the page’s secret (cross-site request forgery)', async () => {
        const device = await authorizeDevice();
        const jar = new CookieJar();
        await jar.fetch(device.verification_uri);
        const forged = await jar.fetch(
          device.verification_uri,
          form({ xsrf: 'guessed', user_code: device.user_code }),
        );
        expect(forged.status).toBe(303);
        expect(new URL(forged.headers.get('location') ?? '').searchParams.get('error')).toBe(
          'failed',
        );
        expect((await poll(device.device_code)).body.error).toBe('authorization_pending');
      });

      it('answers access_denied once the user declines the device (RFC 8628 §3.5)', async () => {
        const device = await authorizeDevice();
        const jar = new CookieJar();
        const confirm = fragmentOf(await enterCode(jar, device.verification_uri, device.user_code));
        const aborted = await jar.fetch(
          device.verification_uri,
          form({ xsrf: confirm.get('xsrf') ?? '', user_code: device.user_code, abort: 'yes' }),
        );
        expect(new URL(aborted.headers.get('location') ?? '').searchParams.get('error')).toBe(
          'aborted',
        );
        expect(await poll(device.device_code)).toMatchObject({
          status: 400,
          body: { error: 'access_denied' },
        });
      });

      it('answers access_denied when the user cancels on the sign-in page (RFC 8628 §3.5)', async () => {
        const device = await authorizeDevice();
        const jar = new CookieJar();
        const confirm = fragmentOf(await enterCode(jar, device.verification_uri, device.user_code));
        await jar.fetch(
          device.verification_uri,
          form({ xsrf: confirm.get('xsrf') ?? '', user_code: device.user_code, confirm: 'yes' }),
        );
        const cancelled = await jar.fetch(`${server().url}/api/experience/abort`, {
          method: 'POST',
        });
        expect(cancelled.status).toBe(200);
        let location = ((await cancelled.json()) as { redirectTo: string }).redirectTo;
        for (let hop = 0; hop < 10 && location.includes('/oidc/'); hop++) {
          const response = await jar.fetch(location);
          location = new URL(response.headers.get('location') ?? '', location).toString();
        }
        expect(new URL(location).searchParams.get('error')).toBe('aborted');
        expect((await poll(device.device_code)).body.error).toBe('access_denied');
      });

      it('answers expired_token once the device code has expired (RFC 8628 §3.5)', async () => {
        const device = await authorizeDevice();
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (device.expires_in + 5) * 1000 });
        expect(await poll(device.device_code)).toMatchObject({
          status: 400,
          body: { error: 'expired_token' },
        });
        // The user cannot enter it either; storage that already dropped it reads it as unknown.
        const location = new URL(
          await enterCode(new CookieJar(), device.verification_uri, device.user_code),
        );
        expect(location.pathname).toBe('/device');
        expect(['expired', 'not_found']).toContain(location.searchParams.get('error'));
      });
    },
    environment,
  );
}
