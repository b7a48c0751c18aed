import { z } from 'zod';

import { idGuard, jsonObjectGuard, timestampGuard } from './common';

const logResults = ['Success', 'Error'] as const;
export const logResultGuard = z.enum(logResults);
export type LogResult = z.infer<typeof logResultGuard>;

const tokenExchangeTypes = [
  'AuthorizationCode',
  'ClientCredentials',
  'RefreshToken',
  'TokenExchange',
  'DeviceCode',
] as const;
export type TokenExchangeType = (typeof tokenExchangeTypes)[number];
/** Audit keys of token issuance: `ExchangeTokenBy.AuthorizationCode` … */
export const exchangeTokenLogKeys = tokenExchangeTypes.map(
  (type) => `ExchangeTokenBy.${type}` as const,
);

const interactionEvents = ['SignIn', 'Register', 'ForgotPassword'] as const;
export const interactionEventGuard = z.enum(interactionEvents);
export type InteractionEvent = z.infer<typeof interactionEventGuard>;

/**
 * How an interaction verifies who the user is, with the steps each way logs: codes and
 * challenges are created (sent) and then submitted; a password is only submitted.
 */
const verificationSteps = {
  Password: ['Submit'],
  EmailVerificationCode: ['Create', 'Submit'],
  PhoneVerificationCode: ['Create', 'Submit'],
  Social: ['Create', 'Submit'],
  EnterpriseSso: ['Create', 'Submit'],
  Totp: ['Create', 'Submit'],
  BackupCode: ['Create', 'Submit'],
  WebAuthn: ['Create', 'Submit'],
  NewPasswordIdentity: ['Submit'],
} as const;
export type VerificationMethod = keyof typeof verificationSteps;

/** Every key an interaction of one event logs, e.g. `Interaction.SignIn.Verification.Password.Submit`. */
const interactionLogKeysOf = (event: InteractionEvent) => [
  `Interaction.${event}.Create`,
  `Interaction.${event}.Submit`,
  `Interaction.${event}.Identifier.Submit`,
  `Interaction.${event}.Profile.Update`,
  ...Object.entries(verificationSteps).flatMap(([method, steps]) =>
    steps.map((step) => `Interaction.${event}.Verification.${method}.${step}`),
  ),
];

/**
 * The audit log key catalogue (spec 001 §3): token exchanges and the steps of each interaction
 * event. Filters accept any dotted key; this list names the ones Tessera writes, for pickers.
 */
export const logKeyCatalogue: readonly string[] = [
  ...exchangeTokenLogKeys,
  ...interactionEvents.flatMap((event) => interactionLogKeysOf(event)),
];

/**
 * Log keys are dotted paths (`ExchangeTokenBy.RefreshToken`, `Interaction.SignIn.Submit`,
 * `Interaction.Register.Verification.EmailCode.Submit`); the set grows with features, so any
 * dotted word path is accepted.
 */
export const logKeyGuard = z.string().max(128).regex(/^[A-Za-z]\w*(?:\.[A-Za-z]\w*)*$/);

export const logPayloadGuard = z.looseObject({
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
  tenantId: z.string(),
  id: idGuard,
  key: logKeyGuard,
  payload: logPayloadGuard,
  createdAt: timestampGuard,
});
export type Log = z.infer<typeof logGuard>;
