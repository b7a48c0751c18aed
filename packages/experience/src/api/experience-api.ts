import { fillPath, type Endpoint, type EndpointInput } from '@tessera/schemas';
import type { z } from 'zod';

import { requestJson } from './request';

/** Every endpoint the sign-in app calls answers a body, which it parses with the contract. */
type AnsweringEndpoint = Endpoint & { response: z.ZodType };

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
   * parsed with the contract's response schema (an unexpected shape is a RequestError).
   */
  call: <E extends AnsweringEndpoint>(
    endpoint: E,
    input: CallInput<E>,
  ): Promise<z.output<E['response']>> => {
    const path = fillPath(endpoint.path, input.params as Record<string, string> | undefined);
    return requestJson<E['response']>(
      `${apiBase}${withQuery(path, input.query)}`,
      endpoint.response,
      {
        method: endpoint.method.toUpperCase(),
        body: input.body,
        language: getLanguage(),
        signal: input.signal,
      },
    );
  },
});

export type ExperienceApi = ReturnType<typeof createExperienceApi>;
