/**
 * `{{name}}` placeholders, i18next-compatible: spaces inside the braces, the unescaped form
 * `{{- name}}`, a format after a comma (`{{count, number}}`) and dotted paths (`{{user.name}}`).
 */
const placeholderPattern = /\{\{\s*-?\s*([\w.]+)\s*(?:,[^{}]*)?\}\}/g;

/** Names of the variables a template uses, each once, in order of first use. */
export const extractVariables = (template: string): string[] => [
  ...new Set(Array.from(template.matchAll(placeholderPattern), (match) => match[1] ?? '')),
];

const lookup = (data: Readonly<Record<string, unknown>>, path: string): unknown => {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
};

const display = (value: unknown): string | undefined => {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (Array.isArray(value)) {
    return value.map((item) => display(item) ?? '').join(', ');
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
};

/**
 * Fills `{{name}}` placeholders from `data`. Arrays are joined with `, ` (e.g. `{{types}}`).
 * A placeholder with no value stays as it is, as i18next does, so a missing variable shows up
 * instead of vanishing. Inserted values are never scanned again, so user input that contains
 * braces cannot pull in other variables.
 */
export const interpolate = (
  template: string,
  data: Readonly<Record<string, unknown>> = {},
): string =>
  template.replace(
    placeholderPattern,
    (placeholder, path: string) => display(lookup(data, path)) ?? placeholder,
  );
