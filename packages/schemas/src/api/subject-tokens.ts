import { createdSubjectTokenGuard, subjectTokenCreateGuard } from '../entities/token-records';
import { defineEndpoint } from './endpoint';

/**
 * The `subject_token_type` a subject token is exchanged under: to the application it stands for
 * the user's access token (RFC 8693 §3).
 */
export const subjectTokenType = 'urn:ietf:params:oauth:token-type:access_token';

/** The token exchange grant (RFC 8693 §2.1). */
export const tokenExchangeGrantType = 'urn:ietf:params:oauth:grant-type:token-exchange';

/** How long a subject token can be exchanged: long enough to hand over, short enough to leak little. */
export const subjectTokenLifetimeSeconds = 600;

/** Impersonation: a one-time token an application exchanges for a user's access token. */
export const subjectTokenApi = {
  create: defineEndpoint({
    method: 'post',
    path: '/subject-tokens',
    summary: 'Create a subject token',
    description: `A one-time token for the user, exchanged at the token endpoint (grant \`${tokenExchangeGrantType}\`, \`subject_token_type\` \`${subjectTokenType}\`) within ${subjectTokenLifetimeSeconds} seconds.`,
    body: subjectTokenCreateGuard,
    response: createdSubjectTokenGuard,
    status: 201,
    returns: 'The subject token and its lifetime in seconds.',
    failures: { 404: 'No user with this id.' },
  }),
};
