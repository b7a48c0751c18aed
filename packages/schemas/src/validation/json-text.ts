const invalidJsonFormatError = 'errors.invalid_json_format';

type JsonTextResult =
  { ok: true; value: unknown } | { ok: false; error: typeof invalidJsonFormatError };

type JsonTextOptions = {
  /** Blank text passes (the field is optional). */
  allowEmpty?: boolean;
  /** Only a JSON object passes, as for custom data. */
  objectOnly?: boolean;
};

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const parseJsonText = (text: string, options: JsonTextOptions = {}): JsonTextResult => {
  if (options.allowEmpty && text.trim() === '') {
    return { ok: true, value: undefined };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (options.objectOnly && !isPlainObject(value)) {
      return { ok: false, error: invalidJsonFormatError };
    }
    return { ok: true, value };
  } catch {
    return { ok: false, error: invalidJsonFormatError };
  }
};

/** Form rule for JSON editors: true, or the error key to show. */
export const validateJsonText = (
  text: string,
  options: JsonTextOptions = {},
): true | typeof invalidJsonFormatError => {
  const result = parseJsonText(text, options);
  return result.ok ? true : result.error;
};
