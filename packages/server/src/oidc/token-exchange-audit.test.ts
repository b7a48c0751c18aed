import {
  personalAccessTokenType,
  type CreatedPersonalAccessToken,
  type Log,
  type Organization,
  type UserInfo,
} from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../testing/api-client.js';
import { requestClientCredentialsToken } from '../testing/management-token.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { createExchangeClient, exchangeToken, type ExchangeClient } from '../testing/token-exchange-client.js';
import { actorTokenType } from './token-exchange-actor.js';

describeEachDatabase('the audit log of token exchanges with organizations and actors', (server) => {
  let api: ApiClient;
  let user: UserInfo;
  let organization: Organization;
  let elsewhere: Organization;
  let robot: ExchangeClient;

  const post = async <T>(path: string, body: unknown) => {
    const response = await api.post<T>(path, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    user = await post<UserInfo>('/users', { username: 'exchange_audit_user' });
    organization = await post<Organization>('/organizations', { name: 'Audited inc' });
    elsewhere = await post<Organization>('/organizations', { name: 'Audited elsewhere inc' });
    await post(`/organizations/${organization.id}/users`, { userIds: [user.id] });
    robot = await createExchangeClient(api, { name: 'Audited robot', type: 'MachineToMachine', oidcClientMetadata: undefined });
  });

  it('records the organization and the actor of an exchange, granted or refused, never the tokens', async () => {
    const pat = (await post<CreatedPersonalAccessToken>(`/users/${user.id}/personal-access-tokens`, { name: 'audited' })).value;
    const actorToken = (await requestClientCredentialsToken(server(), robot, {})).body.access_token;
    const delegated = { subject_token: pat, subject_token_type: personalAccessTokenType, actor_token: actorToken, actor_token_type: actorTokenType };
    const granted = await exchangeToken(server(), robot, { ...delegated, organization_id: organization.id });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const refused = await exchangeToken(server(), robot, { ...delegated, organization_id: elsewhere.id });
    expect(refused).toMatchObject({ status: 403, body: { error: 'access_denied' } });
    await server().records.flush();

    const logs = (await api.get<Log[]>(`/logs?logKey=ExchangeTokenBy.TokenExchange&applicationId=${robot.id}`)).body;
    expect(logs.map((log) => log.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ result: 'Success', userId: user.id, organizationId: organization.id, actorId: robot.id }),
        expect.objectContaining({
          result: 'Error',
          userId: user.id,
          organizationId: elsewhere.id,
          actorId: robot.id,
          error: { code: 'access_denied', description: 'user is not a member of the organization' },
        }),
      ]),
    );
    const text = JSON.stringify(logs);
    expect(text).not.toContain(pat);
    expect(text).not.toContain(actorToken);
    expect(text).not.toContain(granted.body.access_token);
  });
});
