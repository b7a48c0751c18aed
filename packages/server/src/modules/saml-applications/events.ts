/**
 * Events of SAML applications. The application row itself raises the applications area's
 * `application.created` / `application.data.updated` / `application.deleted` (the OIDC client
 * cache and webhooks listen there); the signing certificates have their own event.
 */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** A certificate was created, activated, deactivated or deleted. */
    'saml_application.secrets.updated': { applicationId: string };
  }
}

export {};
