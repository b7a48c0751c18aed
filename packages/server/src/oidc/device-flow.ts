import { createHash } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { EphemeralStore } from '../cache/ephemeral-store.js';

export const deviceCodeGrantType = 'urn:ietf:params:oauth:grant-type:device_code';

/** RFC 8628 §3.2: without an `interval` in the answer a device polls every 5 seconds. */
export const devicePollingIntervalSeconds = 5;

/** Why the user-code page is shown again; the sign-in app turns the kind into a sentence. */
export type DeviceCodeProblem = 'not_found' | 'expired' | 'used' | 'aborted' | 'failed';

// The provider's re-render errors are matched by name: its module is loaded lazily.
const problemsByErrorName: Readonly<Record<string, DeviceCodeProblem>> = {
  NoCodeError: 'not_found',
  NotFoundError: 'not_found',
  ExpiredError: 'expired',
  AlreadyUsedError: 'used',
  AbortedError: 'aborted',
};

const problemOf = (error: Error | undefined): DeviceCodeProblem | undefined =>
  error ? (problemsByErrorName[error.name] ?? 'failed') : undefined;

/** The session's anti-forgery secret the provider made for the user-code forms. */
const xsrfOf = (ctx: KoaContextWithOIDC) => {
  const state = ctx.oidc.session?.state as { secret?: unknown } | undefined;
  return typeof state?.secret === 'string' ? state.secret : '';
};

/**
 * Sends the browser to a step of the sign-in app's device page. The form secret travels in the
 * fragment, which browsers never send to a server nor put in a Referer header.
 */
const redirectToDevicePage = (
  ctx: KoaContextWithOIDC,
  pageUrl: string,
  query: Record<string, string>,
  fragment: Record<string, string>,
) => {
  const search = new URLSearchParams(query).toString();
  ctx.status = 303;
  ctx.redirect(
    `${pageUrl}${search ? `?${search}` : ''}#${new URLSearchParams(fragment).toString()}`,
  );
};

type DeviceFlowFeature = NonNullable<NonNullable<Configuration['features']>['deviceFlow']>;

/**
 * The device authorization grant (RFC 8628). The provider runs the protocol; its three pages
 * (enter the code, confirm the device, done) are the sign-in app's `/device` route, in the
 * user's language and the tenant's branding. `devicePageUrl` is that route's absolute URL.
 */
export function deviceFlowFeature(devicePageUrl: string): DeviceFlowFeature {
  return {
    enabled: true,
    // Letters without vowels or look-alikes, grouped for reading aloud (RFC 8628 §6.1).
    charset: 'base-20',
    mask: '****-****',
    userCodeInputSource: (ctx, _form, _out, error) => {
      const problem = problemOf(error);
      const userCode = (error as { userCode?: unknown } | undefined)?.userCode;
      redirectToDevicePage(
        ctx,
        devicePageUrl,
        {
          ...(problem ? { error: problem } : {}),
          ...(typeof userCode === 'string' ? { user_code: userCode } : {}),
        },
        { xsrf: xsrfOf(ctx) },
      );
    },
    userCodeConfirmSource: (ctx, _form, client, _deviceInfo, userCode) => {
      // The client's name is shown so the user can tell whether it is the device in front of
      // them (RFC 8628 §5.4); a forged name achieves nothing, as the answer needs the secret.
      redirectToDevicePage(
        ctx,
        `${devicePageUrl}/confirm`,
        {},
        { xsrf: xsrfOf(ctx), user_code: userCode, client: client.clientName ?? client.clientId },
      );
    },
    successSource: (ctx) => {
      const client = ctx.oidc.client;
      redirectToDevicePage(
        ctx,
        `${devicePageUrl}/success`,
        {},
        {
          client: client?.clientName ?? client?.clientId ?? '',
        },
      );
    },
  };
}

const deviceCodeRecord = z.object({ expiresAt: z.number(), lastPolledAt: z.number(), intervalMs: z.number() });
type DeviceCodeRecord = z.infer<typeof deviceCodeRecord>;

const recordKeyOf = (deviceCode: string) =>
  `device-poll:${createHash('sha256').update(deviceCode).digest('base64url')}`;

const readRecord = async (store: EphemeralStore, key: string): Promise<DeviceCodeRecord | undefined> => {
  const raw = await store.get(key);
  if (!raw) {
    return undefined;
  }
  try {
    const parsed = deviceCodeRecord.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** How long after its expiry a device code is still answered with `expired_token`. */
const expiredAnswerMs = 10 * 60_000;

/**
 * What the provider leaves to the deployment in RFC 8628 §3.5: the device authorization answer
 * states the polling `interval`; a device that polls before it has passed gets `slow_down`
 * instead of `authorization_pending`, its interval raised by 5 seconds from then on; and a
 * device code past its lifetime gets `expired_token` (storage drops expired codes, so the
 * provider alone would only see an unknown one).
 *
 * Codes are remembered by their hash in `store`: the process alone, or Redis when several
 * instances share the load, so a device polling different instances is timed as one.
 */
export function enforceDevicePolling(
  provider: Provider,
  store: EphemeralStore,
  now: () => number = () => Date.now(),
) {
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as KoaContextWithOIDC;
    if (!oidc || !isRecord(ctx.body)) {
      return;
    }
    const at = now();
    if (oidc.route === 'device_authorization' && isGrantTypeRefusal(ctx.body)) {
      // RFC 8628 §3.2 answers with RFC 6749 §5.2's codes, which name this case unauthorized_client.
      ctx.body = { ...ctx.body, error: 'unauthorized_client' };
      return;
    }
    if (oidc.route === 'device_authorization' && ctx.status === 200) {
      const { device_code: deviceCode, expires_in: expiresIn } = ctx.body;
      if (typeof deviceCode === 'string' && typeof expiresIn === 'number') {
        const record: DeviceCodeRecord = {
          expiresAt: at + expiresIn * 1000,
          lastPolledAt: 0,
          intervalMs: devicePollingIntervalSeconds * 1000,
        };
        await store.set(recordKeyOf(deviceCode), JSON.stringify(record), expiresIn * 1000 + expiredAnswerMs);
      }
      ctx.body = { ...ctx.body, interval: devicePollingIntervalSeconds };
      return;
    }
    const deviceCode = oidc.params?.device_code;
    if (
      oidc.route !== 'token' ||
      oidc.params?.grant_type !== deviceCodeGrantType ||
      typeof deviceCode !== 'string'
    ) {
      return;
    }
    const key = recordKeyOf(deviceCode);
    const record = await readRecord(store, key);
    if (!record) {
      return;
    }
    if (ctx.body.error === 'invalid_grant' && record.expiresAt <= at) {
      ctx.body = {
        error: 'expired_token',
        error_description: 'the device code has expired; start again',
      };
      return;
    }
    if (ctx.body.error !== 'authorization_pending') {
      return;
    }
    const tooSoon = at - record.lastPolledAt < record.intervalMs;
    record.lastPolledAt = at;
    if (tooSoon) {
      record.intervalMs += devicePollingIntervalSeconds * 1000;
    }
    await store.set(key, JSON.stringify(record), Math.max(1, record.expiresAt + expiredAnswerMs - at));
    if (tooSoon) {
      ctx.body = {
        error: 'slow_down',
        error_description: 'the device polled before its interval had passed; poll less often',
      };
    }
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isGrantTypeRefusal = (body: Record<string, unknown>) =>
  body.error === 'invalid_request' &&
  typeof body.error_description === 'string' &&
  body.error_description.startsWith(`${deviceCodeGrantType} is not allowed`);
