/** A string literal for JavaScript, Kotlin or Swift (all read JSON's double-quoted strings). */
export const quote = (value: string) => JSON.stringify(value);

/** A single-quoted shell word. */
export const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** Written where the reader must put their own secret. */
export const secretPlaceholder = '<your-app-secret>';
