import { fillPath, type Endpoint, type EndpointInput, type EndpointOutput } from '@tessera/schemas';

import { requestJson, requestNoContent } from './request';

/** What a call sends, as its contract declares it, plus a signal to abort it. */
export type CallInput<E extends Endpoint> = EndpointInput<E> & { signal?: AbortSignal };

type ApiOptions = {
  /** The tenant's API root (`/api`, `/t/admin/api`); contract paths are below it. */
  apiBase: string;
  /** Read on every call, so a language switch applies to the next message without a new client. */
  getLanguage: () => string;
};

const withQuery = (path: string, query: unknown) => {
  const entries = Object.entries(query ?? {}).flatMap(([key, value]: [string, unknown]) =>
    value === undefined ? [] : [[key, String(value)]],
  );
  return entries.length > 0 ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

/** The tenant's experience API, typed by the contracts in `experienceApi`. */
export const createExperienceApi = ({ apiBase, getLanguage }: ApiOptions) => ({
  /**
   * Calls an endpoint: path, method, params and body come from its contract, and the answer is
   * parsed with the contract's response schema (an unexpected shape is a RequestError); an
   * endpoint without a response schema resolves to undefined.
   */
  call: async <E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
  ): Promise<EndpointOutput<E>> => {
    const path = fillPath(endpoint.path, input.params as Record<string, string> | undefined);
    const url = `${apiBase}${withQuery(path, input.query)}`;
    const options = {
      method: endpoint.method.toUpperCase(),
      body: input.body,
      language: getLanguage(),
      signal: input.signal,
    };
    // Steps without an answer body (204) only need to succeed.
    if (!endpoint.response) {
      await requestNoContent(url, options);
      return undefined as EndpointOutput<E>;
    }
    return requestJson(url, endpoint.response, options) as Promise<EndpointOutput<E>>;
  },
});

export type ExperienceApi = ReturnType<typeof createExperienceApi>;
