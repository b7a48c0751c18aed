import { parseJsonText, type JsonObject } from '@tessera/schemas';

/** Custom data as the editor shows it: pretty-printed, two spaces. */
export const formatCustomData = (data: JsonObject) => JSON.stringify(data, null, 2);

/** The editor's text as custom data: a JSON object (blank is `{}`), or undefined when it is not one. */
export const parseCustomData = (text: string): JsonObject | undefined => {
  const result = parseJsonText(text.trim() || '{}', { objectOnly: true });
  return result.ok ? (result.value as JsonObject) : undefined;
};
