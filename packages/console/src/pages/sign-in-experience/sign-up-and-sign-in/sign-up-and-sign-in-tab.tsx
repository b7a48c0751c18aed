import { ConnectorNotice } from './connector-notice';
import { SignInMethodsField } from './sign-in-methods-field';
import { SignUpFields } from './sign-up-fields';

/** `/sign-in-experience/sign-up-and-sign-in`. */
export default function SignUpAndSignInTab() {
  return (
    <>
      <ConnectorNotice />
      <SignUpFields />
      <SignInMethodsField />
    </>
  );
}
