import type { Application, ApplicationSignInExperience } from '@tessera/schemas';

/**
 * Events of the applications area. Role assignments of an application are the roles area's
 * `application.roles.updated`, raised from either side.
 */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    'application.created': { application: Application };
    /** A PATCH of the application: settings, metadata or custom data (its roles are their own event). */
    'application.data.updated': { application: Application };
    /** The application is gone, with its secrets, roles, consent scopes and sign-in experience. */
    'application.deleted': { applicationId: string };
    /** A secret was added, renamed or deleted; which secrets authenticate the client changed. */
    'application.secrets.updated': { applicationId: string };
    /** The scopes a third-party application asks users to consent to changed. */
    'application.consent_scopes.updated': { applicationId: string };
    'application.sign_in_experience.updated': { signInExperience: ApplicationSignInExperience };
  }
}
