import type { KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { DeliverEvents } from '../db/tenant-scope.js';
import type { DomainEvent } from '../events/domain-events.js';
import { organizationRequestOf } from './organization-tokens.js';
import { tokenExchangeClaimsOf } from './token-exchange-claims.js';

/** One call of the token endpoint, as the audit log and the usage counts record it. */
export type TokenExchange = {
  grantType: string | undefined;
  result: 'Success' | 'Error';
  error?: { code: string; description?: string };
  ip: string;
  userAgent?: string;
  userId?: string;
  applicationId?: string;
  sessionId?: string;
  /** The organization an organization token was asked for (`organization_id`), granted or not. */
  organizationId?: string;
  /** Who acts for the user in a token exchange with an actor token (the `act` claim's `sub`). */
  actorId?: string;
  /** The request's parameters; subscribers redact secrets before storing any. */
  params: Record<string, unknown>;
  /** Tokens the answer carries (access, ID, refresh). */
  tokenCount: number;
  at: Date;
};

declare module '../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** The token endpoint answered, with tokens or an error. */
    'token.exchanged': TokenExchange;
  }
}

const issuedTokenFields = ['access_token', 'id_token', 'refresh_token'] as const;

const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** What the exchange was about: its client, user and sign-in session, as far as the request got. */
const exchangeOf = (ctx: KoaContextWithOIDC): Omit<TokenExchange, 'result' | 'error' | 'tokenCount'> => {
  const { oidc } = ctx;
  const entities = (oidc?.entities ?? {}) as Record<string, { accountId?: unknown; sessionUid?: unknown } | undefined>;
  const params = (oidc?.params ?? {}) as Record<string, unknown>;
  const grant = entities.AuthorizationCode ?? entities.RefreshToken ?? entities.DeviceCode;
  return {
    grantType: stringOf(params.grant_type),
    ip: ctx.ip,
    userAgent: stringOf(ctx.get('user-agent')),
    userId: stringOf(entities.Account?.accountId) ?? stringOf(grant?.accountId),
    applicationId: oidc?.client?.clientId ?? stringOf(params.client_id),
    sessionId: stringOf(grant?.sessionUid),
    organizationId: organizationRequestOf(ctx)?.organizationId ?? stringOf(params.organization_id),
    actorId: tokenExchangeClaimsOf(ctx)?.act?.sub,
    params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)),
    at: new Date(),
  };
};

/**
 * Raises `token.exchanged` for every answer of the tenant's token endpoint. The event is raised
 * after the answer is decided and its delivery never throws here, so recording it cannot change
 * or fail the exchange.
 */
export function raiseTokenExchangeEvents(provider: Provider, tenantId: string, deliver: DeliverEvents) {
  const raise = (data: TokenExchange) => deliver([{ name: 'token.exchanged', tenantId, data } as DomainEvent]);
  provider.on('grant.success', (ctx: KoaContextWithOIDC) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const tokenCount = issuedTokenFields.filter((field) => typeof body[field] === 'string').length;
    raise({ ...exchangeOf(ctx), result: 'Success', tokenCount });
  });
  provider.on('grant.error', (ctx: KoaContextWithOIDC, error) => {
    const description = stringOf(error.error_description);
    raise({
      ...exchangeOf(ctx),
      result: 'Error',
      error: { code: error.error, ...(description ? { description } : {}) },
      tokenCount: 0,
    });
  });
}
