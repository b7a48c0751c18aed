import type { SignInExperienceResponse } from '@tessera/schemas';

/** Events of the sign-in experience area. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** `PATCH /sign-in-exp` saved; carries the whole record as the API answers it. */
    'signInExperience.updated': { signInExperience: SignInExperienceResponse };
  }
}
