/**
 * Phrases of the sign-in app's flows driven by the tenant's sign-in experience: identifiers,
 * verification codes, password reset, terms agreement and the console's live preview.
 */
export const flowsPhrasesEn = {
  identifier: {
    phone: 'Phone number',
    invalid: 'Enter a valid {{types}}.',
    separator: ' / ',
    or: ' or ',
  },
  sign_in_method: {
    with_code: 'Sign in with a verification code instead',
    with_password: 'Sign in with a password instead',
    forgot_password: 'Forgot your password?',
    send_code: 'Send code',
  },
  verification_code: {
    title: 'Enter the verification code',
    sent_to: 'We sent a 6-digit code to {{target}}.',
    group_label: 'Verification code',
    digit_label: 'Digit {{position}} of {{total}}',
    resend: 'Send a new code',
    resend_in: 'You can ask for a new code in {{seconds}} s.',
    resent: 'A new code is on its way.',
    incomplete: 'Enter all 6 digits.',
    error: {
      mismatch: 'That code is not right. Check it and try again.',
      expired: 'This code has expired. Ask for a new one.',
      too_many_attempts: 'Too many wrong codes. Ask for a new one.',
      not_found: 'This code is no longer valid. Ask for a new one.',
    },
  },
  forgot_password: {
    title: 'Reset your password',
    description: 'Enter the email or phone number of your account and we will send you a code.',
    new_password_title: 'Set a new password',
    new_password_description: 'Choose a new password for your account.',
    new_password: 'New password',
    submit: 'Reset password',
    success: 'Your password has been reset. Sign in with your new password.',
    back_to_sign_in: 'Back to sign-in',
  },
  password_rules: {
    heading: 'Your password must:',
    length: 'be {{min}} to {{max}} characters long',
    character_types:
      'mix at least {{min}} of lowercase letters, uppercase letters, digits and symbols',
    pwned: 'not appear in a known data breach',
    repetition_and_sequence: 'avoid repeated characters and easy sequences',
    user_info: 'not contain your name, username or email',
    words: 'not contain words this service does not allow',
  },
  terms: {
    automatic:
      'By continuing, you agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
    automatic_terms: 'By continuing, you agree to the <terms>Terms of use</terms>.',
    automatic_privacy: 'By continuing, you agree to the <privacy>Privacy policy</privacy>.',
    manual: 'I agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
    manual_terms: 'I agree to the <terms>Terms of use</terms>.',
    manual_privacy: 'I agree to the <privacy>Privacy policy</privacy>.',
    dialog_title: 'Terms and privacy',
    dialog_description: 'To continue, please agree to the terms below.',
    agree_and_continue: 'Agree and continue',
    cancel: 'Cancel',
  },
  preview: {
    waiting: 'Waiting for the settings to preview…',
  },
} as const;
