/** PostgreSQL's `unique_violation`, raised by both drivers when a concurrent insert wins. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
