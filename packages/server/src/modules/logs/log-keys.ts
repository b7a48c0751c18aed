import type { InteractionEvent } from '@tessera/schemas';

/** The token endpoint's grant types and the exchange each logs as (`ExchangeTokenBy.*`). */
const exchangeByGrantType: Record<string, string> = {
  authorization_code: 'AuthorizationCode',
  client_credentials: 'ClientCredentials',
  refresh_token: 'RefreshToken',
  'urn:ietf:params:oauth:grant-type:token-exchange': 'TokenExchange',
  'urn:ietf:params:oauth:grant-type:device_code': 'DeviceCode',
};

/** `ExchangeTokenBy.AuthorizationCode` … ; a grant type Tessera does not know logs as `Unknown`. */
export const exchangeTokenLogKey = (grantType: string | undefined) =>
  `ExchangeTokenBy.${(grantType && exchangeByGrantType[grantType]) ?? 'Unknown'}`;

/** `Interaction.SignIn.Submit`, `Interaction.Register.Create` … */
export const interactionLogKey = (event: InteractionEvent, step: string) => `Interaction.${event}.${step}`;
