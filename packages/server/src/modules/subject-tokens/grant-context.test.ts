import {
  personalAccessTokenType,
  subjectTokenType,
  type CreatedPersonalAccessToken,
  type CreatedSubjectToken,
  type Resource,
  type UserInfo,
} from '@tessera/schemas';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { decodeJwtPayload } from '../../testing/management-token.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createExchangeClient, exchangeToken, type ExchangeClient } from '../../testing/token-exchange-client.js';
import { subjectTokenContextOf, type SubjectTokenContext } from './grant-context.js';

describeEachDatabase('a subject token’s context at the exchange that spends it', (server) => {
  let api: ApiClient;
  let user: UserInfo;
  let impersonator: ExchangeClient;
  const indicator = 'https://exchange-context-api.example.com';
  /** What the token claims of each successful exchange could read, by access token. */
  const seen = new Map<string, SubjectTokenContext | undefined>();

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    user = (await api.post<UserInfo>('/users', { username: 'exchange_context_user' })).body;
    expect((await api.post<Resource>('/resources', { name: 'Exchange context API', indicator })).status).toBe(201);
    impersonator = await createExchangeClient(api, {
      name: 'Context impersonator',
      type: 'Traditional',
      customClientMetadata: { allowTokenExchange: true },
    });
    // The same request object the token claims are built with (`extraTokenClaims(ctx)`).
    const { provider } = await server().context.providers.get('default');
    provider.on('grant.success', (ctx: KoaContextWithOIDC) => {
      const body = ctx.body as { access_token?: string };
      if (body.access_token) {
        seen.set(body.access_token, subjectTokenContextOf(ctx));
      }
    });
  });

  const subjectToken = async (context?: Record<string, unknown>) => {
    const created = await api.post<CreatedSubjectToken>('/subject-tokens', { userId: user.id, ...(context ? { context } : {}) });
    expect(created.status).toBe(201);
    return created.body.subjectToken;
  };

  it('hands the context to the exchange that spends the token, without putting it in the token', async () => {
    const context = { ticketId: 'TECH-1234', reason: 'Resource access issue', agent: { id: 'sarah789' } };
    const answer = await exchangeToken(server(), impersonator, {
      subject_token: await subjectToken(context),
      subject_token_type: subjectTokenType,
      resource: indicator,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const accessToken = answer.body.access_token ?? '';
    expect(seen.get(accessToken)).toEqual(context);
    const claims = decodeJwtPayload(accessToken);
    expect(claims.sub).toBe(user.id);
    expect(JSON.stringify(claims)).not.toContain('TECH-1234');
  });

  it('reads {} for a subject token created without context, and nothing for a personal access token', async () => {
    const bare = await exchangeToken(server(), impersonator, { subject_token: await subjectToken(), subject_token_type: subjectTokenType });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(seen.get(bare.body.access_token ?? '')).toEqual({});

    const pat = await api.post<CreatedPersonalAccessToken>(`/users/${user.id}/personal-access-tokens`, { name: 'context' });
    const own = await exchangeToken(server(), impersonator, { subject_token: pat.body.value, subject_token_type: personalAccessTokenType });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(seen.has(own.body.access_token ?? '')).toBe(true);
    expect(seen.get(own.body.access_token ?? '')).toBeUndefined();
  });

  it('hands the context to the tenant’s custom token claims script, which may copy it into the token', async () => {
    const script =
      'const getCustomJwtClaims = async ({ context }) => ' +
      '({ ticket: context.grant.subjectTokenContext?.ticketId ?? "none", grantType: context.grant.type });';
    expect((await api.put('/configs/jwt-customizer/access-token', { script })).status).toBe(201);
    try {
      const answer = await exchangeToken(server(), impersonator, {
        subject_token: await subjectToken({ ticketId: 'TECH-5678' }),
        subject_token_type: subjectTokenType,
        resource: indicator,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const claims = decodeJwtPayload(answer.body.access_token ?? '');
      expect(claims).toMatchObject({
        sub: user.id,
        ticket: 'TECH-5678',
        grantType: 'urn:ietf:params:oauth:grant-type:token-exchange',
      });
    } finally {
      expect((await api.delete('/configs/jwt-customizer/access-token')).status).toBe(204);
    }
  });
});
