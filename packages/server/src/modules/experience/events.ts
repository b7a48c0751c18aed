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

/** Events of the sign-in app's API. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** A sign-in, registration or password-reset step was submitted, whatever its outcome. */
    'interaction.submitted': InteractionSubmission;
  }
}
