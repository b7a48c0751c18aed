import { ConnectorNotice } from './connector-notice';
import { SignInMethodsField } from './sign-in-methods-field';
import { SignInModeField } from './sign-in-mode-field';
import { SignUpFields } from './sign-up-fields';
import { SocialSignInField } from './social-sign-in-field';
import { SingleSignOnField } from './single-sign-on-field';

/** `/sign-in-experience/sign-up-and-sign-in`. */
export default function SignUpAndSignInTab() {
  return (
    <>
      <ConnectorNotice />
      <SignInModeField />
      <SignUpFields />
      <SignInMethodsField />
      <SocialSignInField />
      <SingleSignOnField />
    </>
  );
}
