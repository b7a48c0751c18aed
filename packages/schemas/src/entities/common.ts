import { z } from 'zod';

import { idMaxLength, lengthLimits, userIdMaxLength } from '../constants';

/** Entity id: at most 21 characters (generated ids are `[0-9a-z]`, seeded ones like `default` too). */
export const idGuard = z.string().min(1).max(idMaxLength);
/** User ids are shorter: at most 12 characters. */
export const userIdGuard = z.string().min(1).max(userIdMaxLength);

/**
 * The `tenantId` the reference API's create and update bodies may carry. It is accepted so their
 * clients work unchanged, and never used: a write always lands in the addressed tenant.
 */
export const bodyTenantIdGuard = z
  .string()
  .optional()
  .meta({ description: "Accepted for the reference API's clients and ignored: the addressed tenant is used." });

/** Milliseconds since the Unix epoch, as the Management API sends timestamps. */
export const timestampGuard = z.number().int().nonnegative();

/** The last instant a JavaScript `Date` holds (epoch milliseconds): later ones cannot be stored. */
export const latestTimestamp = 8_640_000_000_000_000;

/**
 * A JSON object such as `customData`. Values stay `unknown`: bodies arrive through `JSON.parse`,
 * and a recursive JSON schema would make the OpenAPI generator recurse forever.
 */
export const jsonObjectGuard = z.record(z.string(), z.unknown());
export type JsonObject = z.infer<typeof jsonObjectGuard>;

/** A BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`. */
export const languageTagGuard = z
  .string()
  .max(lengthLimits.languageTag)
  .regex(/^[A-Za-z]{2,3}(?:-[\dA-Za-z]{2,8})*$/);

/** Text per language tag, for example a connector's name; English is always present. */
export const i18nTextGuard = z.record(z.string(), z.string()).refine((value) => 'en' in value, {
  error: 'An English (en) text is required',
});
export type I18nText = z.infer<typeof i18nTextGuard>;

export const brandingGuard = z.object({
  logoUrl: z.string().optional(),
  darkLogoUrl: z.string().optional(),
  favicon: z.string().optional(),
  darkFavicon: z.string().optional(),
});
export type Branding = z.infer<typeof brandingGuard>;
