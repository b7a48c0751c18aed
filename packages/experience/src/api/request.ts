import type { z } from 'zod';

import { clientErrorCodes, RequestError } from './request-error';
import { errorBodyGuard } from './response-guards';

type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The UI language, so server messages come back translated. */
  language: string;
  signal?: AbortSignal;
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

const toErrorFromResponse = (status: number, body: unknown): RequestError => {
  const parsed = errorBodyGuard.safeParse(body);
  return parsed.success
    ? new RequestError({ status, ...parsed.data })
    : new RequestError({ status, code: clientErrorCodes.invalidResponse, message: '' });
};

/**
 * Calls the experience API and parses the answer with `guard`. Rejects with a RequestError for
 * error statuses, unreachable servers and answers of an unexpected shape; an aborted call
 * rejects with the abort reason so callers can ignore it.
 */
export const requestJson = async <T>(
  url: string,
  guard: z.ZodType<T>,
  { method = 'GET', body, language, signal }: RequestOptions,
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': language,
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new RequestError({ status: 0, code: clientErrorCodes.network, message: '' });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw toErrorFromResponse(response.status, payload);
  }
  const parsed = guard.safeParse(payload);
  if (!parsed.success) {
    throw new RequestError({
      status: response.status,
      code: clientErrorCodes.invalidResponse,
      message: '',
    });
  }
  return parsed.data;
};
