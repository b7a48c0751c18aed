import { samlApplicationApi } from '@tessera/schemas';

import { useEndpointQuery } from '../endpoint-hooks';
import { samlApplicationKeys } from './keys';

/** The SAML application of a details page; a missing one (404) is shown by the page, not toasted. */
export const useSamlApplication = (id: string) =>
  useEndpointQuery(
    samlApplicationKeys.detail(id),
    samlApplicationApi.get,
    { params: { id } },
    { hideErrorToast: ['entity.not_exists_with_id'] },
  );

/** The signing certificates, oldest first; private keys never reach the console. */
export const useSamlApplicationSecrets = (id: string) =>
  useEndpointQuery(samlApplicationKeys.secrets(id), samlApplicationApi.listSecrets, {
    params: { id },
  });

/** The IdP metadata XML, for download; 422 while no certificate is active is shown by the page. */
export const useSamlApplicationMetadata = (id: string, enabled: boolean) =>
  useEndpointQuery(
    samlApplicationKeys.metadata(id),
    samlApplicationApi.metadata,
    { params: { id } },
    { enabled, hideErrorToast: ['saml_application.no_active_secret'] },
  );
