import { createManagementApiClient } from '../../../server/src/testing/api-client.js';
import type { TestServer } from './server.js';

/**
 * Registers a single-page application of the default tenant through the Management API;
 * `postLogoutRedirectUris` are where the end-session endpoint may send the browser afterwards.
 */
export async function createSpaApplication(
  server: TestServer,
  name: string,
  redirectUri: string,
  postLogoutRedirectUris: string[] = [],
) {
  const api = await createManagementApiClient(server);
  const created = await api.post<{ id: string }>('/applications', {
    name,
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris },
  });
  if (created.status !== 200) {
    throw new Error(`Creating the application answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  return created.body.id;
}
