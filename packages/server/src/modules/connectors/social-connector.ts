import type { ConnectorResponse, JsonObject } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { decryptConfig } from './config.js';
import { findConnectorFactory, type SocialFactory } from './factories/index.js';
import type { SocialContext, SocialSession, SocialUserInfo } from './factories/social/index.js';
import { findConnectorById, findConnectors, type ConnectorRow } from './queries.js';
import { toConnectorResponse } from './responses.js';

/** A social connector of the tenant, ready to use: its row, factory, open config and target. */
export type SocialConnector = {
  row: ConnectorRow;
  factory: SocialFactory;
  config: JsonObject;
  /** The connector's target (its metadata override, else the factory's): the identity key on users. */
  target: string;
  response: ConnectorResponse;
};

const asSocial = (context: Pick<SocialContext, 'vault'>, row: ConnectorRow): SocialConnector | undefined => {
  const factory = findConnectorFactory(row.connector_id);
  if (factory?.kind !== 'social') {
    return undefined;
  }
  const config = decryptConfig(context.vault, row.config_encrypted);
  const response = toConnectorResponse(row, factory, config);
  return { row, factory, config, target: response.target, response };
};

/** The social connector, 404 when the tenant has no such connector, 400 `connector.unexpected_type` when not social. */
export async function requireSocialConnector(scope: TenantScope, context: Pick<SocialContext, 'vault'>, id: string) {
  const row = await findConnectorById(scope, id);
  if (!row) {
    throw notFound('connector', id);
  }
  const connector = asSocial(context, row);
  if (!connector) {
    throw new RequestError('connector.unexpected_type', 400);
  }
  return connector;
}

/** Every social connector of the tenant, newest first. */
export async function listSocialConnectors(scope: TenantScope, context: Pick<SocialContext, 'vault'>) {
  return (await findConnectors(scope)).flatMap((row) => asSocial(context, row) ?? []);
}

/** The provider URL for a sign-in, and the session to keep until its callback. */
export const startSocialSignIn = (connector: SocialConnector, request: { state: string; redirectUri: string }, context: SocialContext) =>
  connector.factory.social.authorizationUri(connector.config, request, context);

/** The provider account a callback proves for this session. */
export const finishSocialSignIn = (
  connector: SocialConnector,
  session: SocialSession,
  connectorData: Record<string, unknown>,
  context: SocialContext,
): Promise<SocialUserInfo> => connector.factory.social.userInfo(connector.config, session, connectorData, context);

/** What a user's identity keeps of the provider account: its id and profile, never tokens. */
export const identityOfSocialUser = (connector: SocialConnector, info: SocialUserInfo) => ({
  target: connector.target,
  identity: {
    userId: info.id,
    details: {
      id: info.id,
      ...(info.email ? { email: info.email } : {}),
      ...(info.name ? { name: info.name } : {}),
      ...(info.avatar ? { avatar: info.avatar } : {}),
      rawData: info.rawData,
    },
  },
});
