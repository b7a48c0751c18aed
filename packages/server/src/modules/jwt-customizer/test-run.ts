import type { JwtCustomizerTest, JsonObject } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { OutboundFetch } from '../../http/outbound-fetch.js';
import { runScriptOnce } from './sandbox/sandbox-pool.js';
import type { ScriptOutcome } from './sandbox/outcome.js';

/** The RequestError a failed run answers with: 422 naming AccessDenied or General and the message. */
export const scriptFailure = (outcome: Extract<ScriptOutcome, { ok: false }>) =>
  new RequestError(
    outcome.errorCode === 'AccessDenied' ? 'jwt_customizer.access_denied' : 'jwt_customizer.general',
    422,
    { errorCode: outcome.errorCode, message: outcome.message },
  );

/** Runs a script on sample input in an engine of its own, as a token request would run it. */
export async function testJwtCustomizer(test: JwtCustomizerTest, outbound: OutboundFetch): Promise<JsonObject> {
  const outcome = await runScriptOnce(
    test,
    { token: test.token, context: test.context, environmentVariables: test.environmentVariables ?? {} },
    outbound,
  );
  if (!outcome.ok) {
    throw scriptFailure(outcome);
  }
  return outcome.claims;
}
