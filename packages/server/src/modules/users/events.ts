import type { UserInfo } from '@tessera/schemas';

/**
 * Events of the users area, whichever way the write came (Management API, sign-in app, console
 * user's own account, command line). Names map onto the webhook events of the spec.
 */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** Registration, the first administrator, the command line, and test set-up. */
    'user.created': { user: UserInfo };
    /** Profile fields or custom data changed. */
    'user.data.updated': { user: UserInfo };
    /** A new password was set; the event never carries it or its hash. */
    'user.password.updated': { userId: string };
    /** Suspended or reactivated (the `User.SuspensionStatus.Updated` webhook). */
    'user.suspension.updated': { user: UserInfo };
    /** An administrator ended one OIDC session of the user. */
    'user.session.ended': { userId: string; sessionId: string };
    /** An administrator revoked one grant of the user, and the tokens issued under it. */
    'user.grant.revoked': { userId: string; grantId: string };
    'user.deleted': { userId: string };
  }
}
