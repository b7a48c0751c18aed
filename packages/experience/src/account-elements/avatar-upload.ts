/** Why an avatar change failed, as the card tells the user. */
export type AvatarFailure = 'too_large' | 'failed';

export class AvatarChangeError extends Error {
  constructor(readonly reason: AvatarFailure, status: number) {
    super(`The account API answered ${status}.`);
  }
}

/**
 * Changes the avatar in the account API's two steps: the image is stored
 * (`POST /my-account/user-assets/avatar`, one `file` field), then its URL becomes the avatar
 * (`PATCH /my-account`). Answers the account as the PATCH returns it.
 */
export async function changeAvatar<A>(apiUrl: (path: string) => string, token: string, file: File): Promise<A> {
  const form = new FormData();
  form.append('file', file);
  const stored = await fetch(apiUrl('/my-account/user-assets/avatar'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!stored.ok) {
    throw new AvatarChangeError(stored.status === 413 ? 'too_large' : 'failed', stored.status);
  }
  const { url } = (await stored.json()) as { url: string };
  const updated = await fetch(apiUrl('/my-account'), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ avatar: url }),
  });
  if (!updated.ok) {
    throw new AvatarChangeError('failed', updated.status);
  }
  return (await updated.json()) as A;
}
