import type { PwnedRangeFetcher } from '@tessera/schemas';
import type { VerificationMessageSender } from './flow/verification.js';

export type ExperienceOptions = {
  /** The breach range lookup; the public service by default, a fake in tests. */
  pwnedRange?: PwnedRangeFetcher;
  /** Sends verification codes; the tenant's email and SMS connectors by default. */
  sendVerificationMessage?: VerificationMessageSender;
  /** The clock codes expire by; tests move it instead of waiting. */
  now?: () => Date;
};

export type ResolvedExperienceOptions = Required<ExperienceOptions>;
