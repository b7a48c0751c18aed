import type { InteractionEvent } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { InteractionSubmission } from './events.js';
import { interactionClientId, type Interaction, type NodeExchange } from './interaction.js';
import './events.js';

type Submitted = {
  event: InteractionEvent;
  params: Record<string, unknown>;
  ip: string | undefined;
  /** The audit step (`Verification.Password.Submit`); `Submit`, a whole step, by default. */
  step?: string;
};

/**
 * Raises `interaction.submitted` (the audit log's) for a step once `work` settled, success or
 * failure, and hands back what `work` gave (or throws what it threw). A whole step that
 * succeeded also raises `interaction.completed`, a webhook event, so that one is raised in a
 * transaction, where the outbox records it: the step answers success only once its webhooks are
 * recorded. Every other step stays out of transactions: they are most of a sign-in's requests.
 * `userIdOf` names the user the step concerns, when it knows one.
 */
export async function recordInteractionStep<T>(
  scope: TenantScope,
  { interaction, exchange, submitted }: { interaction: Interaction; exchange: NodeExchange; submitted: Submitted },
  work: () => Promise<T>,
  userIdOf: (result: T) => string | undefined = () => undefined,
): Promise<T> {
  const base: Omit<InteractionSubmission, 'result'> = {
    event: submitted.event,
    step: submitted.step ?? 'Submit',
    ip: submitted.ip,
    userAgent: exchange.incoming.headers['user-agent'],
    applicationId: interactionClientId(interaction),
    sessionId: interaction.uid,
    params: submitted.params,
    at: new Date(),
  };
  try {
    const result = await work();
    const userId = userIdOf(result);
    const submission: InteractionSubmission = { ...base, result: 'Success', ...(userId ? { userId } : {}) };
    if (submission.step === 'Submit') {
      await scope.transaction(async (tx) => {
        tx.emit('interaction.submitted', submission);
        tx.emit('interaction.completed', completionOf(submission));
      });
    } else {
      scope.emit('interaction.submitted', submission);
    }
    return result;
  } catch (error) {
    const failure = error instanceof RequestError ? { code: error.code, data: error.data } : { code: 'request.general' };
    scope.emit('interaction.submitted', { ...base, result: 'Error', error: failure });
    throw error;
  }
}

const completionOf = ({ event, ip, userAgent, userId, applicationId, sessionId, at }: InteractionSubmission) => ({
  event,
  ip,
  userAgent,
  userId,
  applicationId,
  sessionId,
  at,
});

/** A whole sign-in or registration step whose work gives the user. */
export const submitInteractionStep = <T extends { id: string }>(
  scope: TenantScope,
  context: { interaction: Interaction; exchange: NodeExchange; submitted: Submitted },
  work: () => Promise<T>,
): Promise<T> => recordInteractionStep(scope, context, work, (user) => user.id);
