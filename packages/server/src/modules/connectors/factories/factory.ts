import type {
  ConnectorFactoryResponse,
  ConnectorTemplateUsageType,
  JsonObject,
} from '@tessera/schemas';
import type { z } from 'zod';
import type { OutboundFetch } from '../../../http/outbound-fetch.js';
import type { Logger } from '../../../logger.js';
import type { TemplateVariables } from '../templates.js';
import type { SocialProtocol } from './social/protocol.js';

/** One message to send: the one-time code for a usage, to an email address or phone number. */
export type OutgoingMessage = {
  to: string;
  usageType: ConnectorTemplateUsageType;
  code: string;
  /** The usage's other template variables (an invitation's `link`, `organization`…). */
  variables?: TemplateVariables;
  /** The reader's language tag; picks the template of that language. */
  locale?: string;
};

/** What sending may use besides the config: the request's logger (never given secrets). */
/** What a sender needs besides its config: a logger, and the client it reaches its service with. */
export type SendContext = { logger: Logger; outbound: OutboundFetch };

type FactoryBase = {
  metadata: ConnectorFactoryResponse;
  /** Parses a config against the factory's schema, defaults filled in. */
  configGuard: z.ZodType<JsonObject>;
  /** Rules zod cannot say with the codes users are told (a URL in a sender name…); throws RequestError. */
  assertRules: (config: JsonObject) => void;
};

/** An email or SMS factory: it sends one-time codes. */
export type SenderFactory = FactoryBase & {
  kind: 'sender';
  send: (config: JsonObject, message: OutgoingMessage, context: SendContext) => Promise<void>;
};

/** A social factory: it signs users in with an outside provider (see social/protocol.ts). */
export type SocialFactory = FactoryBase & { kind: 'social'; social: SocialProtocol<JsonObject> };

/** A factory as the service sees it, its config type erased. */
export type ConnectorFactory = SenderFactory | SocialFactory;

type FactoryDefinition<G extends z.ZodObject> = {
  metadata: ConnectorFactoryResponse;
  configGuard: G;
  assertRules?: (config: z.infer<G>) => void;
  send: (config: z.infer<G>, message: OutgoingMessage, context: SendContext) => Promise<void>;
};

/**
 * Declares a built-in factory with a typed config; the config is parsed again before each use,
 * so `send` always receives the factory's own shape.
 */
export const defineFactory = <G extends z.ZodObject>(definition: FactoryDefinition<G>): SenderFactory => ({
  kind: 'sender',
  metadata: definition.metadata,
  configGuard: definition.configGuard as unknown as z.ZodType<JsonObject>,
  assertRules: (config) => definition.assertRules?.(definition.configGuard.parse(config)),
  send: (config, message, context) => definition.send(definition.configGuard.parse(config), message, context),
});
