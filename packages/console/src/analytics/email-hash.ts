/**
 * The email as conversion reports hash it (001 §9): lowercase, dots removed from the local part,
 * a `+suffix` stripped from it. `Jane.Doe+news@Example.com` and `janedoe@example.com` are one person.
 */
export function normalizeEmailForHash(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) {
    return lower;
  }
  const local = lower.slice(0, at).split('+')[0]?.replaceAll('.', '') ?? '';
  return `${local}${lower.slice(at)}`;
}

/** SHA-256 of the normalized email, as lowercase hex. */
export async function emailHashOf(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmailForHash(email)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
