import { fireEvent, screen, within } from '@testing-library/react';

import { configFixture, interactionFixture } from './fixtures';
import { flowRoutes, type errorReply, type mockApi, type MockRoutes } from './mock-api';

/*
 * The set-up of the screens that follow a password sign-in (second factors, passkey offer): the
 * routes of the sign-in up to submit, the sign-in itself, and the writes that came after it.
 */

/** What submit answers once nothing more is asked. */
export const signedInReply = { body: { redirectTo: '/oidc/auth/uid-1' } };

/** Submit answers each of `answers` in turn, then signs in. */
export const submitsInTurn = (...answers: Array<ReturnType<typeof errorReply>>) => {
  let count = 0;
  return () => answers[count++] ?? signedInReply;
};

/** The routes of a username and password sign-in: the page loads, the password verifies. */
export const passwordSignInRoutes = (): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'POST /api/experience/verification/password': { body: { verificationId: 'v-1' } },
  ...flowRoutes(),
});

/** Signs in as `ada` with a password; answers the screen (by test id) that opens next. */
export const signInWithPassword = async (nextPageTestId: string) => {
  const page = within(await screen.findByTestId('page-sign-in'));
  fireEvent.change(page.getByLabelText('Username / Email'), { target: { value: 'ada' } });
  fireEvent.change(page.getByLabelText('Password'), { target: { value: 'correct horse' } });
  fireEvent.click(page.getByTestId('submit'));
  return within(await screen.findByTestId(nextPageTestId));
};

/** The password sign-in's own writes: start, password, identification, first submit. */
const passwordSignInWrites = 4;

/** The writes after the password sign-in's own, as `[url, body]`. */
export const writesAfterPassword = (api: ReturnType<typeof mockApi>) =>
  api
    .writes()
    .slice(passwordSignInWrites)
    .map((call) => [call.url, call.body]);

/** Pastes `text` into the six code boxes. */
export const pasteCode = (text: string) =>
  fireEvent.paste(screen.getByTestId('code-digit-0'), { clipboardData: { getData: () => text } });
