import type { Context } from 'hono';
import type { AppContext } from '../../../app-context.js';
import type { AppEnv } from '../../../http/app-env.js';
import { findInteraction } from '../interaction.js';
import { nodeExchangeOf } from '../node-exchange.js';
import { requireExperienceState, saveExperienceState, type ExperienceState } from '../flow/state.js';

/**
 * What every Experience API step starts from: the tenant's scope and provider, the interaction
 * the cookie points to (404 `session.not_found`) and, unless the step starts the event, its state
 * (404 `session.interaction_event_not_found`).
 */
export async function openStep({ providers, clientIp }: Pick<AppContext, 'providers' | 'clientIp'>, c: Context<AppEnv>) {
  const scope = c.get('scope');
  const { provider } = await providers.get(scope.tenantId, c.get('location'));
  const exchange = nodeExchangeOf(c);
  const interaction = await findInteraction(provider, exchange);
  const ip = clientIp(exchange.incoming);
  return {
    scope,
    location: c.get('location'),
    provider,
    exchange,
    interaction,
    ip,
    state: () => requireExperienceState(interaction),
    save: (state: ExperienceState) => saveExperienceState(interaction, state),
  };
}
export type FlowStep = Awaited<ReturnType<typeof openStep>>;
