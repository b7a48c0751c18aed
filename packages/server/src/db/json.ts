/** Serialises a value for a jsonb parameter; both drivers accept JSON text for jsonb. */
export const toJson = (value: unknown): string => JSON.stringify(value);
