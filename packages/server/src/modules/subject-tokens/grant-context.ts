/**
 * The `context` an administrator gave a subject token (`POST /api/subject-tokens`), carried to the
 * token exchange that spends it. It is not a claim of the access token by default: it may hold
 * internal notes (a ticket, the support agent's id) a resource server has no business reading.
 * Whatever builds token claims during that exchange (`extraTokenClaims`, a JWT customizer, a
 * custom token claims script) reads it here and decides what to put in the token.
 */
export type SubjectTokenContext = Record<string, unknown>;

// Keyed by the token request (the provider's `ctx`): it lives as long as the request and no longer.
const contexts = new WeakMap<object, SubjectTokenContext>();

/** Called by the token exchange grant once the subject token is spent, before the token is built. */
export const rememberSubjectTokenContext = (request: object, context: SubjectTokenContext) => {
  contexts.set(request, context);
};

/**
 * The context of the subject token the request exchanged: `{}` when it was created without one;
 * undefined for any other request (another grant, or a personal access token exchanged).
 * `request` is the provider's context object of the token request, as `extraTokenClaims(ctx)` and
 * `formats.customizers.jwt(ctx, …)` receive it.
 */
export const subjectTokenContextOf = (request: object | undefined): SubjectTokenContext | undefined =>
  request ? contexts.get(request) : undefined;
