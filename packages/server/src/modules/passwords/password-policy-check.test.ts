import { createHash } from 'node:crypto';
import { defaultPasswordPolicy, passwordPolicyGuard } from '@tessera/schemas';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../errors/request-error.js';
import { assertPasswordAccepted } from './password-policy-check.js';

const notPwned = async () => '';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

const rejectionOf = async (promise: Promise<void>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
};

describe('assertPasswordAccepted', () => {
  const logger = { warn: vi.fn() };

  it('accepts a password that passes every rule', async () => {
    await expect(
      assertPasswordAccepted('Gl4cier-Tundra', defaultPasswordPolicy, { pwnedRange: notPwned, logger }),
    ).resolves.toBeUndefined();
  });

  it('answers 422 with the first code, its interpolation and every rejection', async () => {
    const error = await rejectionOf(
      assertPasswordAccepted('aaa', defaultPasswordPolicy, { pwnedRange: notPwned, logger }),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe('password_rejected.too_short');
    expect(error.data).toMatchObject({ min: 8 });
    const { rejections } = error.data as { rejections: { code: string }[] };
    expect(rejections[0]).toEqual({ code: 'password_rejected.too_short', interpolation: { min: 8 } });
    expect(rejections.map((rejection) => rejection.code)).toContain('password_rejected.restricted.repetition');
  });

  it('rejects a password the breach range lists', async () => {
    const password = 'Gl4cier-Tundra';
    const hash = sha1(password);
    const pwnedRange = vi.fn(async () => `${hash.slice(5)}:42\r\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:1`);
    const error = await rejectionOf(assertPasswordAccepted(password, defaultPasswordPolicy, { pwnedRange, logger }));
    expect(error.code).toBe('password_rejected.pwned');
    expect(pwnedRange).toHaveBeenCalledWith(hash.slice(0, 5));
  });

  it('lets the password through and warns when the breach service is unreachable', async () => {
    const warn = vi.fn();
    const pwnedRange = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      assertPasswordAccepted('Gl4cier-Tundra', defaultPasswordPolicy, { pwnedRange, logger: { warn } }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects personal details when the policy asks for it', async () => {
    const policy = passwordPolicyGuard.parse({});
    const error = await rejectionOf(
      assertPasswordAccepted('Marvin#2024x', policy, {
        pwnedRange: notPwned,
        logger,
        userInfo: { username: 'marvin' },
      }),
    );
    expect(error.code).toBe('password_rejected.restricted.user_info');
  });
});
