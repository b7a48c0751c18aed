import { z } from 'zod';

/** How the console draws one field of a connector's config form. */
export const connectorFormItemTypes = [
  'Text',
  'MultilineText',
  'Number',
  'Switch',
  'Select',
  'Json',
] as const;
export const connectorFormItemTypeGuard = z.enum(connectorFormItemTypes);
export type ConnectorFormItemType = z.infer<typeof connectorFormItemTypeGuard>;

/**
 * One field of a connector factory's config form, declared as data so the console draws every
 * factory's form the same way. `isConfidential` fields are masked in every answer.
 */
export const connectorFormItemGuard = z.object({
  key: z.string().min(1),
  label: z.string(),
  type: connectorFormItemTypeGuard,
  required: z.boolean().optional(),
  placeholder: z.string().optional(),
  description: z.string().optional(),
  defaultValue: z.unknown().optional(),
  selectItems: z.array(z.object({ value: z.string(), title: z.string() })).optional(),
  isConfidential: z.boolean().optional(),
});
export type ConnectorFormItem = z.infer<typeof connectorFormItemGuard>;

/**
 * The header in which the HTTP email and SMS connectors send the HMAC-SHA256 of each request's
 * body; the console names it in the signing secret's description.
 */
export const httpConnectorSignatureHeader = 'tessera-signature-sha-256';

/**
 * What answers show instead of a secret: the last 4 characters behind a fixed prefix. A PATCH
 * that sends this value back keeps the stored secret.
 */
export const secretMaskPrefix = '••••••';
export const maskSecret = (value: string) =>
  value.length > 8 ? `${secretMaskPrefix}${value.slice(-4)}` : secretMaskPrefix;
export const isMaskedSecret = (value: unknown) =>
  typeof value === 'string' && value.startsWith(secretMaskPrefix);
