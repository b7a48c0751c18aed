import { MissingTotalNumberError, pageSize, type Endpoint } from '@tessera/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useToast } from '../ds/toast/use-toast';
import type { CallInput, Page } from './api-client';
import { forgetQueries, isForgotten } from './forget-queries';
import { subscriptionKeys } from './subscriptions/keys';
import { useApi, type UseApiOptions } from './use-api';

export interface QueryOptions extends UseApiOptions {
  enabled?: boolean;
}

type PagedEndpoint = Endpoint & { paged: true };

/** One endpoint's answer, cached under `queryKey` (built by the resource's key factory). */
export const useEndpointQuery = <E extends Endpoint>(
  queryKey: QueryKey,
  endpoint: E,
  input: CallInput<E>,
  { enabled = true, ...apiOptions }: QueryOptions = {},
) => {
  const api = useApi(apiOptions);
  return useQuery({ queryKey, queryFn: ({ signal }) => api.call(endpoint, { ...input, signal }), enabled });
};

/** A list answer without its `Total-Number` header is a server fault the user should hear of. */
const useMissingTotalReport = (hideErrorToast: UseApiOptions['hideErrorToast']) => {
  const { t } = useTranslation();
  const toast = useToast();
  return (error: unknown): never => {
    if (error instanceof MissingTotalNumberError && hideErrorToast !== true) {
      toast.error(t('errors.missing_total_number'));
    }
    throw error;
  };
};

/**
 * One page of a list endpoint with its total. The previous page stays on screen while the next
 * one loads, so tables and pagination do not jump.
 */
export const useEndpointPage = <E extends PagedEndpoint>(
  queryKey: QueryKey,
  endpoint: E,
  input: CallInput<E>,
  { enabled = true, ...apiOptions }: QueryOptions = {},
) => {
  const api = useApi(apiOptions);
  const report = useMissingTotalReport(apiOptions.hideErrorToast);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.callPage(endpoint, { ...input, signal }).catch(report),
    placeholderData: keepPreviousData,
    enabled,
  });
};

/** Every item of a list endpoint, read page by page at the largest page size. */
export const useEndpointAll = <E extends PagedEndpoint>(
  queryKey: QueryKey,
  endpoint: E,
  input: CallInput<E>,
  { enabled = true, ...apiOptions }: QueryOptions = {},
) => {
  const api = useApi(apiOptions);
  const report = useMissingTotalReport(apiOptions.hideErrorToast);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const items: Page<unknown>['items'] = [];
      for (let page = 1; ; page += 1) {
        // The page is the one part of the input this hook owns.
        const pageInput = { ...input, query: { ...input.query, page, page_size: pageSize.max }, signal } as CallInput<E>;
        const result = await api.callPage(endpoint, pageInput).catch(report);
        items.push(...result.items);
        if (result.items.length === 0 || items.length >= result.totalCount) {
          return items as Awaited<ReturnType<typeof api.callPage<E>>>['items'];
        }
      }
    },
    enabled,
  });
};

export interface MutationOptions extends UseApiOptions {
  /** Keys (prefixes) whose queries are refreshed after a success. */
  invalidates: readonly QueryKey[];
  /**
   * Keys (prefixes) of what the write deleted: their queries are cancelled and dropped, never
   * refreshed, even where `invalidates` covers them (see `forgetQueries`).
   */
  forgets?: readonly QueryKey[];
}

/** Writes after which a cloud tenant's quota usage is read again (spec 001 §7). */
const changesUsage = (endpoint: Endpoint) => endpoint.method === 'post' || endpoint.method === 'put' || endpoint.method === 'delete';

/**
 * A write through an endpoint; what it changed is refreshed from the server afterwards, and after
 * a POST, PUT or DELETE the subscription usage too (a query only the cloud console holds).
 */
export const useEndpointMutation = <E extends Endpoint, Variables>(
  endpoint: E,
  toInput: (variables: Variables) => CallInput<E>,
  { invalidates, forgets = [], ...apiOptions }: MutationOptions,
) => {
  const api = useApi(apiOptions);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => api.call(endpoint, toInput(variables)),
    onSuccess: () => {
      for (const queryKey of forgets) {
        forgetQueries(queryClient, queryKey);
      }
      const refreshed = changesUsage(endpoint) ? [...invalidates, subscriptionKeys.all] : invalidates;
      return Promise.all(
        refreshed.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, predicate: (query) => !isForgotten(forgets, query) }),
        ),
      );
    },
  });
};
