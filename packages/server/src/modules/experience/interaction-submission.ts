import type { InteractionEvent } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { hookEventOfInteraction } from '../hooks/hook-events.js';
import { isHookEventSubscribed } from '../hooks/subscriptions.js';
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
 * How a `Submit` step writes its change (the user it creates, the sign-in it stamps, the password
 * it stores): `change` runs on the scope it is handed and gives the user concerned. When a hook
 * of the tenant subscribes to the step's webhook event, that scope is a transaction which also
 * raises `interaction.completed`, so the change and its outbox rows commit together or not at
 * all; otherwise it is the step's own scope, and no transaction is opened for the event. The
 * checks before the change stay outside it. Called once per step.
 */
export type CommitSubmission = <T extends { id: string }>(change: (scope: TenantScope) => Promise<T>) => Promise<T>;

/** Runs `change` on the step's own scope: for callers outside a recorded step (tests, tools). */
export const commitWithoutEvent =
  (scope: TenantScope): CommitSubmission =>
  (change) =>
    change(scope);

/**
 * Raises `interaction.submitted` (the audit log's, outside any transaction) for a step once
 * `work` settled, success or failure, and hands back what `work` gave (or throws what it threw).
 * A whole step (`Submit`) hands `work` its `commit` (see CommitSubmission): a hook's
 * `PostSignIn`/`PostRegister`/`PostResetPassword` is recorded in the transaction of the change,
 * and a step no hook listens to opens no transaction for it. Every other step ignores `commit`.
 * `userIdOf` names the user the step concerns, when it knows one.
 */
export async function recordInteractionStep<T>(
  scope: TenantScope,
  { interaction, exchange, submitted }: { interaction: Interaction; exchange: NodeExchange; submitted: Submitted },
  work: (commit: CommitSubmission) => Promise<T>,
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
  const whole = base.step === 'Submit';
  // Read before the work, from the cached subscriptions: whether the change needs a transaction.
  const hooked = whole && (await isHookEventSubscribed(scope, hookEventOfInteraction(base.event)));
  let completed = false;
  const commit: CommitSubmission = async (change) => {
    if (!hooked) {
      return change(scope);
    }
    if (completed) {
      throw new Error('A Submit step commits its change once: its webhook event is already recorded');
    }
    const user = await scope.transaction(async (tx) => {
      const changed = await change(tx);
      tx.emit('interaction.completed', completionOf({ ...base, userId: changed.id }));
      return changed;
    });
    completed = true;
    return user;
  };
  try {
    const result = await work(commit);
    const userId = userIdOf(result);
    const submission: InteractionSubmission = { ...base, result: 'Success', ...(userId ? { userId } : {}) };
    if (hooked && !completed) {
      // A whole step whose work changed nothing through `commit`: its event is recorded alone.
      await scope.transaction(async (tx) => {
        tx.emit('interaction.completed', completionOf(submission));
      });
    }
    scope.emit('interaction.submitted', submission);
    return result;
  } catch (error) {
    const failure = error instanceof RequestError ? { code: error.code, data: error.data } : { code: 'request.general' };
    scope.emit('interaction.submitted', { ...base, result: 'Error', error: failure });
    throw error;
  }
}

const completionOf = ({ event, ip, userAgent, userId, applicationId, sessionId, at }: Omit<InteractionSubmission, 'result'>) => ({
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
  work: (commit: CommitSubmission) => Promise<T>,
): Promise<T> => recordInteractionStep(scope, context, work, (user) => user.id);
