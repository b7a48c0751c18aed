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
export const defineSocialFactory = <G extends z.ZodObject>(definition: SocialFactoryDefinition<G>): SocialFactory => {
  const parse = (config: JsonObject) => definition.configGuard.parse(config);
  const { refresh } = definition.social;
  return {
    kind: 'social',
    metadata: definition.metadata,
    configGuard: definition.configGuard as unknown as z.ZodType<JsonObject>,
    assertRules: (config) => definition.assertRules?.(parse(config)),
    social: {
      authorizationUri: (config, request, context) => definition.social.authorizationUri(parse(config), request, context),
      userInfo: (config, session, data, context) => definition.social.userInfo(parse(config), session, data, context),
      ...(refresh ? { refresh: (config: JsonObject, refreshToken: string) => refresh(parse(config), refreshToken) } : {}),
    },
  };
};
