import { ssoConnectorApi } from '@tessera/schemas';

import { useEndpointPage, useEndpointQuery } from '../endpoint-hooks';
import { toPageQuery } from '../list-query';
import { ssoConnectorKeys } from './keys';

/** The kinds of identity provider a connector can be created for. */
export const useSsoConnectorProviders = () =>
  useEndpointQuery(ssoConnectorKeys.providers(), ssoConnectorApi.listProviders, {});

/** A page of enterprise connectors, each with its provider's name and logo; the API has no search. */
export const useSsoConnectors = ({ page }: { page: number }) => {
  const { page: pageNumber, page_size } = toPageQuery({ page });
  const query = { page: pageNumber, page_size };
  return useEndpointPage(ssoConnectorKeys.list(query), ssoConnectorApi.list, { query });
};

/** The connector of a details page; a missing one (404) is shown by the page, not toasted. */
export const useSsoConnector = (id: string) =>
  useEndpointQuery(
    ssoConnectorKeys.detail(id),
    ssoConnectorApi.get,
    { params: { id } },
    { hideErrorToast: ['entity.not_exists_with_id', 'entity.not_found'] },
  );
