import { experienceApi } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorReply, mockApi } from '../test/mock-api';
import { createExperienceApi } from './experience-api';
import { clientErrorCodes } from './request-error';

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = createExperienceApi({ apiBase: '/t/admin/api', getLanguage: () => 'de' });

describe('createExperienceApi', () => {
  it("sends the body to the contract's path below the tenant's API root, in the UI language", async () => {
    const { calls } = mockApi({
      'POST /t/admin/api/experience/sign-in': { body: { redirectTo: '/oidc/auth/uid-1' } },
    });
    const body = { identifier: 'ada', password: 'secret' };
    await expect(api.call(experienceApi.signIn, { body })).resolves.toEqual({
      redirectTo: '/oidc/auth/uid-1',
    });
    expect(calls[0]?.body).toEqual(body);
    expect(calls[0]?.headers.get('Accept-Language')).toBe('de');
  });

  it('refuses an answer the contract does not describe', async () => {
    mockApi({ 'GET /t/admin/api/experience/interaction': { body: { uid: 'uid-1' } } });
    await expect(api.call(experienceApi.getInteraction, {})).rejects.toMatchObject({
      status: 200,
      code: clientErrorCodes.invalidResponse,
    });
  });

  it("keeps the server's error code, message and data", async () => {
    mockApi({
      'POST /t/admin/api/experience/consent': errorReply(
        400,
        'session.invalid_interaction',
        'Nope.',
        { a: 1 },
      ),
    });
    await expect(api.call(experienceApi.consent, {})).rejects.toMatchObject({
      status: 400,
      code: 'session.invalid_interaction',
      message: 'Nope.',
      data: { a: 1 },
    });
  });
});
