import type { PwnedRangeFetcher } from '@tessera/schemas';

export type ExperienceOptions = {
  /** The breach range lookup; the public service by default, a fake in tests. */
  pwnedRange?: PwnedRangeFetcher;
};
