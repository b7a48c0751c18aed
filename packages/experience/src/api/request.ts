import { z } from 'zod';

import { clientErrorCodes, RequestError } from './request-error';

/*
 * The error body every endpoint renders. The contracts describe failures in words only, so its
 * shape is checked here.
 */
const errorBodyGuard = z.object({
  message: z.string(),
  code: z.string(),
  data: z.unknown().optional(),
  details: z.unknown().optional(),
});

type RequestOptions = {
  method: string;
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

/** Sends one request; rejects with a RequestError for error statuses and unreachable servers. */
const send = async (
  url: string,
  { method, body, language, signal }: RequestOptions,
): Promise<{ response: Response; payload: unknown }> => {
  const hasBody = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': language,
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
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
  return { response, payload };
};

/**
 * Sends one request and parses the answer with `schema`. Rejects with a RequestError for error
 * statuses, unreachable servers and answers of an unexpected shape; an aborted call rejects with
 * the abort reason so callers can ignore it.
 */
export const requestJson = async <S extends z.ZodType>(
  url: string,
  schema: S,
  options: RequestOptions,
): Promise<z.output<S>> => {
  const { response, payload } = await send(url, options);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new RequestError({
      status: response.status,
      code: clientErrorCodes.invalidResponse,
      message: '',
    });
  }
  return parsed.data;
};

/** Sends one request whose success answer has no body (204); failures as for requestJson. */
export const requestNoContent = async (url: string, options: RequestOptions): Promise<void> => {
  await send(url, options);
};
