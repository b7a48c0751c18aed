import type { InteractionEvent } from '@tessera/schemas';

/** One step of a sign-in, registration or password reset, as the audit log records it. */
export type InteractionSubmission = {
  event: InteractionEvent;
  /** What was submitted: `Submit` for a whole step, `Verification.Password.Submit` for one check. */
  step: string;
  result: 'Success' | 'Error';
  error?: { code: string; data?: Record<string, unknown> };
  ip?: string;
  userAgent?: string;
  userId?: string;
  applicationId?: string;
  /** The interaction the step belongs to. */
  sessionId?: string;
  /** What the user sent; subscribers redact secrets before storing any. */
  params: Record<string, unknown>;
  at: Date;
};

/** The successful `Submit` of a whole interaction, as webhooks describe it. */
export type InteractionCompletion = Pick<
  InteractionSubmission,
  'event' | 'ip' | 'userAgent' | 'userId' | 'applicationId' | 'sessionId' | 'at'
>;

/** Events of the sign-in app's API. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /**
     * A sign-in, registration or password-reset step was submitted, whatever its outcome: what
     * the audit log records. Raised at once, outside any transaction.
     */
    'interaction.submitted': InteractionSubmission;
    /**
     * A whole sign-in, registration or password reset succeeded: what webhooks subscribe to
     * (PostSignIn, PostRegister, PostResetPassword), so it is raised in a transaction.
     */
    'interaction.completed': InteractionCompletion;
  }
}
