import type { KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { setRequestRoute, type Metrics } from '../metrics/metrics.js';

/**
 * Labels each OIDC request with the provider's route name (`oidc:token`, `oidc:authorization`)
 * and counts the tokens it issues by grant type. The grant type is one the provider accepted,
 * so the label set stays closed. Nothing is added when metrics are off.
 */
export function countOidcRequests(provider: Provider, metrics: Metrics) {
  if (!metrics.enabled) {
    return;
  }
  provider.use(async (ctx, next) => {
    await next();
    const route = (ctx as KoaContextWithOIDC).oidc?.route;
    setRequestRoute(ctx.req, `oidc:${route ?? 'unknown'}`);
  });
  provider.on('grant.success', (ctx: KoaContextWithOIDC) => {
    const grantType = ctx.oidc.params?.grant_type;
    metrics.tokenIssued(typeof grantType === 'string' ? grantType : 'unknown');
  });
}
