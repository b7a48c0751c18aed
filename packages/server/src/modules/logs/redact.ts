/** What a redacted value reads as in a log. */
export const redacted = '[redacted]';

/**
 * Parameter names whose values are secrets: passwords, one-time codes, client secrets, tokens,
 * assertions and verifiers. Matched whole-word, case- and separator-insensitively, so
 * `client_secret`, `clientSecret`, `refresh_token` and `newPassword` are all caught.
 */
const secretWords = /(?:password|passcode|secret|token|code|assertion|verifier|otp|credential)s?$/i;

const isSecretName = (name: string) => secretWords.test(name.replace(/[^A-Za-z]/g, ''));

const redactValue = (value: unknown, depth: number): unknown => {
  if (Array.isArray(value)) {
    return value.map((item) => redactValue(item, depth + 1));
  }
  if (value !== null && typeof value === 'object') {
    // Deeper than any request parameter nests: cut off rather than walk unbounded input.
    if (depth > 8) {
      return redacted;
    }
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        isSecretName(name) ? redacted : redactValue(item, depth + 1),
      ]),
    );
  }
  return value;
};

/**
 * A copy of request parameters fit for the audit log: every secret value is replaced by
 * `[redacted]` (its presence stays visible, its value never); everything else is kept.
 */
export const redactSecrets = (params: Record<string, unknown>): Record<string, unknown> =>
  redactValue(params, 0) as Record<string, unknown>;
