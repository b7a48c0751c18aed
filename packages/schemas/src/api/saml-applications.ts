import { z } from 'zod';

import { defineEndpoint } from './endpoint';
import { pathParams } from './params';
import {
  samlApplicationCreateBodyGuard,
  samlApplicationGuard,
  samlApplicationPatchBodyGuard,
  samlApplicationSecretCreateBodyGuard,
  samlApplicationSecretGuard,
  samlApplicationSecretPatchBodyGuard,
} from './saml-application-guards';

export * from './saml-application-guards';

const id = pathParams('id');
const secretParams = pathParams('id', 'secretId');
const notFound = 'No SAML application with this id.';

/** `/api/saml-applications`: SAML applications, their signing certificates and IdP metadata. */
export const samlApplicationApi = {
  create: defineEndpoint({
    method: 'post',
    path: '/saml-applications',
    summary: 'Create a SAML application',
    description:
      'Creates the application with a signing certificate valid for three years, active.',
    body: samlApplicationCreateBodyGuard,
    response: samlApplicationGuard,
    status: 201,
    returns: 'The created SAML application.',
    failures: { 400: 'Invalid body.', 422: 'The ACS binding or a certificate is not accepted.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}',
    summary: 'Get a SAML application',
    params: id,
    response: samlApplicationGuard,
    returns: 'The SAML application.',
    failures: { 404: notFound },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/saml-applications/{id}',
    summary: 'Update a SAML application',
    description: 'Partial update; `null` clears a setting.',
    params: id,
    body: samlApplicationPatchBodyGuard,
    response: samlApplicationGuard,
    returns: 'The updated SAML application.',
    failures: {
      400: 'Invalid body.',
      404: notFound,
      422: 'The ACS binding or a certificate is not accepted.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/saml-applications/{id}',
    summary: 'Delete a SAML application',
    description: 'Deletes the application with its certificates and pending sign-ins.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: notFound },
  }),
  listSecrets: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}/secrets',
    summary: 'List the signing certificates of a SAML application',
    description: 'Oldest first. Private keys are never returned.',
    params: id,
    response: z.array(samlApplicationSecretGuard),
    returns: 'The certificates.',
    failures: { 404: notFound },
  }),
  createSecret: defineEndpoint({
    method: 'post',
    path: '/saml-applications/{id}/secrets',
    summary: 'Create a signing certificate',
    description: 'A new key pair and self-signed certificate, inactive until activated.',
    params: id,
    body: samlApplicationSecretCreateBodyGuard,
    response: samlApplicationSecretGuard,
    status: 201,
    returns: 'The created certificate.',
    failures: { 400: 'Invalid body.', 404: notFound },
  }),
  updateSecret: defineEndpoint({
    method: 'patch',
    path: '/saml-applications/{id}/secrets/{secretId}',
    summary: 'Activate or deactivate a signing certificate',
    description: 'Activating one deactivates the others: responses are signed with the active one.',
    params: secretParams,
    body: samlApplicationSecretPatchBodyGuard,
    response: samlApplicationSecretGuard,
    returns: 'The certificate.',
    failures: { 400: 'Invalid body.', 404: 'No such application or certificate.' },
  }),
  deleteSecret: defineEndpoint({
    method: 'delete',
    path: '/saml-applications/{id}/secrets/{secretId}',
    summary: 'Delete a signing certificate',
    params: secretParams,
    returns: 'Deleted.',
    failures: {
      400: 'The certificate is active (`saml_application.cannot_delete_active_secret`).',
      404: 'No such application or certificate.',
    },
  }),
  metadata: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}/metadata',
    summary: 'Get the IdP metadata of a SAML application',
    description:
      'SAML metadata with the active certificate and both SSO bindings: `text/xml`, or the XML as a JSON string when the caller accepts only JSON.',
    params: id,
    response: z.string(),
    returns: 'The metadata XML.',
    failures: { 404: notFound, 422: 'The application has no active certificate.' },
  }),
} as const;

/** Query of the sign-in's return from the authorization endpoint. */
export const samlCallbackQueryGuard = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().min(1).max(256),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/** An AuthnRequest in the HTTP-Redirect binding (saml-bindings §3.4.4). */
export const samlRedirectAuthnQueryGuard = z.object({
  // A URL must fit in the server's header limit (16 KiB); longer requests use the HTTP-POST binding.
  SAMLRequest: z.string().min(1).max(8_192),
  RelayState: z.string().max(80).optional(),
  SigAlg: z.string().max(256).optional(),
  Signature: z.string().max(4096).optional(),
});

/** An AuthnRequest in the HTTP-POST binding (saml-bindings §3.5.4). */
export const samlPostAuthnBodyGuard = z.object({
  SAMLRequest: z.string().min(1).max(131_072),
  RelayState: z.string().max(80).optional(),
});

/**
 * The end-user side: a service provider's AuthnRequest starts a sign-in, and the sign-in's
 * return produces the SAML response (an auto-submitting form to the ACS URL). Public.
 */
export const samlAuthnApi = {
  redirect: defineEndpoint({
    method: 'get',
    path: '/saml/{id}/authn',
    summary: 'Start SAML sign-in (HTTP-Redirect binding)',
    description: 'Validates the AuthnRequest, then redirects to the sign-in.',
    params: id,
    query: samlRedirectAuthnQueryGuard,
    failures: { 400: 'Invalid SAML request.', 404: notFound },
  }),
  post: defineEndpoint({
    method: 'post',
    path: '/saml/{id}/authn',
    summary: 'Start SAML sign-in (HTTP-POST binding)',
    description:
      'Form-encoded `SAMLRequest` and `RelayState`; validated, then a redirect to the sign-in.',
    params: id,
    failures: { 400: 'Invalid SAML request.', 404: notFound },
  }),
  callback: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}/callback',
    summary: 'Finish SAML sign-in',
    description:
      'The sign-in returns here; answers an HTML form that posts the signed SAML response to the ACS URL.',
    params: id,
    query: samlCallbackQueryGuard,
    failures: { 400: 'Unknown or expired sign-in, or the sign-in failed.', 404: notFound },
  }),
} as const;
