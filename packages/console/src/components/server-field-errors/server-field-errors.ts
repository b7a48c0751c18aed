import type { ErrorCode } from '@tessera/phrases';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { RequestError } from '../../api/request-error';

export interface ServerFieldErrorMap<Values extends FieldValues> {
  /** Error code → the field it is about (or a function that finds it from the error's data). */
  codes?: Readonly<Partial<Record<ErrorCode, Path<Values> | ((error: RequestError) => Path<Values> | undefined)>>>;
  /**
   * For `guard.invalid_input`, whose `details` hold one `path: message` line per problem
   * (`oidcClientMetadata.redirectUris.1: …`): the field of a body path, if the form has one.
   */
  detailPaths?: (path: string) => Path<Values> | undefined;
}

interface DetailLine {
  path: string;
  message: string;
}

/** `path: message` lines of a validation error's details. */
export const parseDetailLines = (details: string | undefined): DetailLine[] =>
  (details ?? '').split('\n').flatMap((line) => {
    const separator = line.indexOf(': ');
    return separator > 0 ? [{ path: line.slice(0, separator).trim(), message: line.slice(separator + 2).trim() }] : [];
  });

/**
 * Puts a server error on the form fields it is about. Returns whether any field took it; when
 * none did, the caller shows it as usual (a toast).
 */
export const setServerFieldErrors = <Values extends FieldValues>(
  error: unknown,
  map: ServerFieldErrorMap<Values>,
  setError: UseFormSetError<Values>,
  /** Puts a validation message in the user's language (see `translateDetailMessage`). */
  translate: (message: string) => string = (message) => message,
): boolean => {
  if (!(error instanceof RequestError) || !error.code) {
    return false;
  }
  const rule = map.codes?.[error.code as ErrorCode];
  const field = typeof rule === 'function' ? rule(error) : rule;
  if (field) {
    setError(field, { type: 'server', message: error.body?.message ?? error.message }, { shouldFocus: true });
    return true;
  }
  if (error.code !== 'guard.invalid_input' || !map.detailPaths) {
    return false;
  }
  let isMapped = false;
  for (const line of parseDetailLines(error.body?.details)) {
    const detailField = map.detailPaths(line.path);
    if (detailField) {
      setError(detailField, { type: 'server', message: translate(line.message) }, { shouldFocus: !isMapped });
      isMapped = true;
    }
  }
  return isMapped;
};
