import type { LogPayload } from '@tessera/schemas';
import type { InteractionSubmission } from '../experience/events.js';
import type { TokenExchange } from '../../oidc/token-exchange-events.js';
import { generateId } from '../../utils/id.js';
import { exchangeTokenLogKey, interactionLogKey } from './log-keys.js';
import type { NewLog } from './queries.js';
import { redactSecrets } from './redact.js';

type Recorded = Omit<LogPayload, 'key' | 'params'> & { params: Record<string, unknown> };

/** Leaves out fields without a value, so payloads carry only what is known. */
const defined = (payload: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined && value !== ''));

const toLog = (key: string, at: Date, recorded: Recorded): NewLog => ({
  id: generateId(),
  key,
  user_id: typeof recorded.userId === 'string' ? recorded.userId : null,
  application_id: typeof recorded.applicationId === 'string' ? recorded.applicationId : null,
  // Redacted here too: whatever an emitter sent, no secret reaches the table.
  payload: JSON.stringify(defined({ key, ...recorded, params: redactSecrets(recorded.params) })),
  created_at: at,
});

export const interactionLog = (submission: InteractionSubmission): NewLog =>
  toLog(interactionLogKey(submission.event, submission.step), submission.at, {
    result: submission.result,
    error: submission.error,
    ip: submission.ip,
    userAgent: submission.userAgent,
    userId: submission.userId,
    applicationId: submission.applicationId,
    sessionId: submission.sessionId,
    params: submission.params,
  });

export const tokenExchangeLog = (exchange: TokenExchange): NewLog =>
  toLog(exchangeTokenLogKey(exchange.grantType), exchange.at, {
    result: exchange.result,
    error: exchange.error,
    ip: exchange.ip,
    userAgent: exchange.userAgent,
    userId: exchange.userId,
    applicationId: exchange.applicationId,
    sessionId: exchange.sessionId,
    organizationId: exchange.organizationId,
    actorId: exchange.actorId,
    params: exchange.params,
  });
