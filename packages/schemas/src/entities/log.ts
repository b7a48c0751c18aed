import { z } from 'zod';

import { idGuard, jsonObjectGuard, timestampGuard } from './common';

const logResults = ['Success', 'Error'] as const;
const logResultGuard = z.enum(logResults);
export type LogResult = z.infer<typeof logResultGuard>;

const tokenExchangeTypes = [
  'AuthorizationCode',
  'ClientCredentials',
  'RefreshToken',
  'TokenExchange',
] as const;
/** Audit keys of token issuance: `ExchangeTokenBy.AuthorizationCode` … */
export const exchangeTokenLogKeys = tokenExchangeTypes.map(
  (type) => `ExchangeTokenBy.${type}` as const,
);

const interactionEvents = ['SignIn', 'Register', 'ForgotPassword'] as const;
export const interactionEventGuard = z.enum(interactionEvents);
export type InteractionEvent = z.infer<typeof interactionEventGuard>;

/**
 * Log keys are dotted paths (`ExchangeTokenBy.RefreshToken`, `Interaction.SignIn.Submit`,
 * `Interaction.Register.Verification.EmailCode.Submit`); the set grows with features, so any
 * dotted word path is accepted.
 */
export const logKeyGuard = z.string().regex(/^[A-Za-z]\w*(?:\.[A-Za-z]\w*)*$/);

const logPayloadGuard = z.looseObject({
  key: logKeyGuard,
  result: logResultGuard,
  error: z.union([z.string(), jsonObjectGuard]).optional(),
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  userId: z.string().optional(),
  applicationId: z.string().optional(),
  sessionId: z.string().optional(),
  params: jsonObjectGuard.optional(),
});
export type LogPayload = z.infer<typeof logPayloadGuard>;

export const logGuard = z.object({
  id: idGuard,
  key: logKeyGuard,
  payload: logPayloadGuard,
  createdAt: timestampGuard,
});
export type Log = z.infer<typeof logGuard>;
