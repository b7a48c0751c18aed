/** A user of the upstream provider; the standard claims go into ID tokens and userinfo. */
export type UpstreamAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  preferred_username?: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The upstream provider's sign-in page: one "Continue as" button per account, each a form that
 * posts the account's subject, so a browser test clicks through the same step a user would.
 */
export function renderUpstreamSignInPage(uid: string, accounts: UpstreamAccount[], clientId: string) {
  const buttons = accounts
    .map(
      (account) =>
        `<form method="post" action="/interaction/${escapeHtml(uid)}/login">` +
        `<input type="hidden" name="sub" value="${escapeHtml(account.sub)}">` +
        `<button type="submit" data-sub="${escapeHtml(account.sub)}">Continue as ${escapeHtml(
          account.name ?? account.email ?? account.sub,
        )}</button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Upstream sign-in</title></head>
<body><h1>Sign in to continue to ${escapeHtml(clientId)}</h1>
${buttons || '<p>No accounts.</p>'}
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}
