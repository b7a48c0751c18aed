import type { ConnectorFactoryResponse, JsonObject } from '@tessera/schemas';
import type { z } from 'zod';
import type { SocialFactory } from '../factory.js';
import type { SocialProtocol } from './protocol.js';

// Apart from protocol.ts, so the factory kit (factory.ts) can name the protocol types without a loop.

type SocialFactoryDefinition<G extends z.ZodObject> = {
  metadata: ConnectorFactoryResponse;
  configGuard: G;
  assertRules?: (config: z.infer<G>) => void;
  social: SocialProtocol<z.infer<G>>;
};

/** Declares a social factory with a typed config, parsed again before each use. */
export const defineSocialFactory = <G extends z.ZodObject>(definition: SocialFactoryDefinition<G>): SocialFactory => ({
  kind: 'social',
  metadata: definition.metadata,
  configGuard: definition.configGuard as unknown as z.ZodType<JsonObject>,
  assertRules: (config) => definition.assertRules?.(definition.configGuard.parse(config)),
  social: {
    authorizationUri: (config, request, context) =>
      definition.social.authorizationUri(definition.configGuard.parse(config), request, context),
    userInfo: (config, session, data, context) =>
      definition.social.userInfo(definition.configGuard.parse(config), session, data, context),
  },
});
