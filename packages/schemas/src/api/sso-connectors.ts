import { z } from 'zod';

import { organizationSsoConnectorsLinkGuard } from '../entities/organization';
import {
  experienceSsoConnectorsGuard,
  experienceSsoConnectorsQueryGuard,
  ssoAuthorizationUriBodyGuard,
  ssoAuthorizationUriResponseGuard,
  ssoConnectorCreateGuard,
  ssoConnectorPatchGuard,
  ssoConnectorProviderGuard,
  ssoConnectorResponseGuard,
  ssoVerifyBodyGuard,
} from '../entities/sso-connector';
import {
  ssoConnectorIdpInitiatedAuthConfigGuard,
  ssoConnectorIdpInitiatedAuthConfigPutGuard,
} from '../entities/sso-idp-initiated-auth-config';
import { verificationIdResponseGuard } from '../entities/experience';
import { defineEndpoint } from './endpoint';
import { paginationQuery } from './pagination';
import { pathParams } from './params';

/** The path of the SAML assertion consumer service (HTTP-POST binding) of a connector. */
export const samlAcsPath = '/authn/single-sign-on/saml/{connectorId}';
/** Tessera's SAML service provider metadata of a connector, for IdPs that fetch it. */
export const samlSpMetadataPath = '/authn/single-sign-on/saml/{connectorId}/metadata';

const configFailures =
  'The config does not fit the provider (`connector.invalid_config_guard`), the IdP cannot be reached or its metadata read (`connector.invalid_config`, `connector.invalid_metadata`), or the certificate is not valid (`connector.invalid_certificate`).';
const domainFailures =
  'A domain is listed twice (`single_sign_on.duplicated_domains`), is a public email domain (`single_sign_on.forbidden_domains`), or is not a domain (`single_sign_on.invalid_domain_format`).';

/** Enterprise single sign-on connectors: `/sso-connector-providers` and `/sso-connectors`. */
export const ssoConnectorApi = {
  listProviders: defineEndpoint({
    method: 'get',
    path: '/sso-connector-providers',
    summary: 'List SSO connector providers',
    description: 'Every identity provider kind a connector can be made for.',
    response: z.array(ssoConnectorProviderGuard),
    returns: 'Every provider.',
  }),
  list: defineEndpoint({
    method: 'get',
    path: '/sso-connectors',
    summary: 'List SSO connectors',
    description:
      "The tenant's connectors, newest first, secrets masked; `providerConfig` holds what to register at the IdP.",
    query: paginationQuery,
    response: z.array(ssoConnectorResponseGuard),
    returns: 'A page of connectors.',
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/sso-connectors',
    summary: 'Create an SSO connector',
    description:
      'A config, when given, is checked by fetching the OIDC discovery document or reading the SAML metadata.',
    body: ssoConnectorCreateGuard,
    response: ssoConnectorResponseGuard,
    returns: 'The created connector.',
    failures: {
      400: `Invalid body. ${configFailures} ${domainFailures}`,
      409: 'Another connector has this name (`single_sign_on.duplicate_connector_name`).',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/sso-connectors/{id}',
    summary: 'Get an SSO connector',
    description:
      'Secrets masked; `providerConfig` adds the fetched IdP facts (discovery, or parsed SAML metadata) and what to register at the IdP (OIDC callback URI; SAML entity id, ACS URL and metadata).',
    params: pathParams('id'),
    response: ssoConnectorResponseGuard,
    returns: 'The connector.',
    failures: { 404: 'No connector with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/sso-connectors/{id}',
    summary: 'Update an SSO connector',
    description: 'A config replaces the stored one and is checked as on create; a masked secret keeps the stored value.',
    params: pathParams('id'),
    body: ssoConnectorPatchGuard,
    response: ssoConnectorResponseGuard,
    returns: 'The updated connector.',
    failures: {
      400: `Invalid body. ${configFailures} ${domainFailures}`,
      404: 'No connector with this id.',
      409: 'Another connector has this name (`single_sign_on.duplicate_connector_name`).',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/sso-connectors/{id}',
    summary: 'Delete an SSO connector',
    description: "The users' identities at it go with it; the users stay.",
    params: pathParams('id'),
    returns: 'Deleted.',
    failures: { 404: 'No connector with this id.' },
  }),
};

const noIdpInitiatedConfig =
  'No connector with this id, or it has no IdP-initiated settings (`single_sign_on.idp_initiated_auth_config_not_found`).';

/**
 * `/sso-connectors/{id}/idp-initiated-auth-config`: where users who start single sign-on at a SAML
 * identity provider are sent. Settings only: the IdP-initiated sign-in itself is not served yet.
 */
export const ssoConnectorIdpInitiatedAuthConfigApi = {
  get: defineEndpoint({
    method: 'get',
    path: '/sso-connectors/{id}/idp-initiated-auth-config',
    summary: 'Get the IdP-initiated sign-in settings of an SSO connector',
    params: pathParams('id'),
    response: ssoConnectorIdpInitiatedAuthConfigGuard,
    returns: 'The settings.',
    failures: { 404: noIdpInitiatedConfig },
  }),
  put: defineEndpoint({
    method: 'put',
    path: '/sso-connectors/{id}/idp-initiated-auth-config',
    summary: 'Set the IdP-initiated sign-in settings of an SSO connector',
    description:
      'SAML connectors only. The default application must be a first-party traditional web or single-page application of the tenant; `redirectUri`, when given, one of its redirect URIs. Replaces the whole settings.',
    params: pathParams('id'),
    body: ssoConnectorIdpInitiatedAuthConfigPutGuard,
    response: ssoConnectorIdpInitiatedAuthConfigGuard,
    returns: 'The saved settings.',
    failures: {
      400: 'Invalid body; the connector is not SAML (`single_sign_on.idp_initiated_authentication_not_supported`); the application is missing, third-party or of another type (`single_sign_on.idp_initiated_authentication_invalid_application`); or the redirect URI is not registered (`single_sign_on.idp_initiated_authentication_redirect_uri_not_registered`).',
      404: 'No connector with this id.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/sso-connectors/{id}/idp-initiated-auth-config',
    summary: 'Remove the IdP-initiated sign-in settings of an SSO connector',
    params: pathParams('id'),
    returns: 'Removed.',
    failures: { 404: noIdpInitiatedConfig },
  }),
};

const organizationId = pathParams('id');
const unknownConnectors = 'A connector does not exist (`single_sign_on.connector_not_found`).';

/** `/organizations/{id}/jit/sso-connectors`: users signing in through these join the organization. */
export const organizationJitSsoConnectorApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/jit/sso-connectors',
    summary: 'List the just-in-time SSO connectors of an organization',
    description: 'Users signing in through these connectors join the organization.',
    params: organizationId,
    query: paginationQuery,
    response: z.array(ssoConnectorResponseGuard.omit({ providerConfig: true })),
    returns: 'A page of connectors.',
    paged: true,
    failures: { 404: 'No organization with this id.' },
  }),
  add: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/jit/sso-connectors',
    summary: 'Add just-in-time SSO connectors',
    params: organizationId,
    body: organizationSsoConnectorsLinkGuard,
    status: 201,
    returns: 'Added.',
    failures: { 404: 'No organization with this id.', 422: unknownConnectors },
  }),
  replace: defineEndpoint({
    method: 'put',
    path: '/organizations/{id}/jit/sso-connectors',
    summary: 'Replace the just-in-time SSO connectors',
    params: organizationId,
    body: organizationSsoConnectorsLinkGuard,
    returns: 'Replaced.',
    failures: { 404: 'No organization with this id.', 422: unknownConnectors },
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}/jit/sso-connectors/{ssoConnectorId}',
    summary: 'Remove a just-in-time SSO connector',
    params: pathParams('id', 'ssoConnectorId'),
    returns: 'Removed.',
    failures: { 404: 'No organization with this id.', 422: 'The connector is not linked (`single_sign_on.connector_not_found`).' },
  }),
};

const noInteraction = 'No interaction cookie, or the interaction expired (session.not_found).';

/**
 * Single sign-on in the Experience API: find connectors by email domain, send the browser to the
 * IdP, then verify what came back. `POST /experience/identification` with the verified record
 * signs the user in (or creates the account just in time); `submit` completes it.
 */
export const experienceSsoApi = {
  findConnectors: defineEndpoint({
    method: 'get',
    path: '/experience/sso-connectors',
    summary: 'Find SSO connectors by email',
    description:
      "The enabled connectors whose domains include the email's domain; none while single sign-on is off in the sign-in experience.",
    query: experienceSsoConnectorsQueryGuard,
    response: experienceSsoConnectorsGuard,
    returns: 'The matching connectors.',
    failures: { 400: 'Not an email address (`guard.invalid_input`).' },
  }),
  authorizationUri: defineEndpoint({
    method: 'post',
    path: '/experience/verification/sso/{connectorId}/authorization-uri',
    summary: 'Start single sign-on',
    description:
      'Creates an SSO verification record (state, nonce or SAML request id kept in the interaction) and answers the IdP URL to send the browser to.',
    params: pathParams('connectorId'),
    body: ssoAuthorizationUriBodyGuard,
    response: ssoAuthorizationUriResponseGuard,
    returns: 'The record and the IdP URL.',
    failures: {
      400: 'Single sign-on is off (`single_sign_on.not_enabled`) or the connector config is broken (`connector.*`).',
      404: `${noInteraction} Or no such connector (\`single_sign_on.connector_not_found\`).`,
    },
  }),
  verify: defineEndpoint({
    method: 'post',
    path: '/experience/verification/sso/{connectorId}/verify',
    summary: 'Verify single sign-on',
    description:
      'OIDC: exchanges the code (PKCE, state and nonce checked) and validates the id token. SAML: takes the assertion the ACS validated for this record.',
    params: pathParams('connectorId'),
    body: ssoVerifyBodyGuard,
    response: verificationIdResponseGuard,
    returns: 'The verified record.',
    failures: {
      400: 'State mismatch (`single_sign_on.state_mismatch`), no assertion yet (`single_sign_on.assertion_not_found`), or the IdP answer is refused (`connector.authorization_failed`, `connector.social_invalid_id_token`, `connector.invalid_response`).',
      404: `${noInteraction} Or no such record (\`session.verification_record_not_found\`).`,
    },
  }),
};
