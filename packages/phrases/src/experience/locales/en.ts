import type { ErrorPhrases } from '../../errors/locales/en.js';
import type { Language } from '../../shared/languages.js';
import type { Translation } from '../../shared/phrases.js';
import { flowsPhrasesEn } from './flows/en.js';
import { secondFactorPhrasesEn } from './second-factor/en.js';
import { sandboxPaymentsPhrasesEn } from './sandbox-payments/en.js';

/** Phrases of the end-user sign-in app in English, the typed source of every other language. */
const en = {
  ...flowsPhrasesEn,
  ...secondFactorPhrasesEn,
  ...sandboxPaymentsPhrasesEn,
  page_title: {
    sign_in: 'Sign in',
    create_account: 'Create account',
    first_admin: 'Set up',
    consent: 'Authorize',
    error: 'Error',
    device: 'Connect a device',
  },
  sign_in: {
    title: 'Sign in to your account',
    description: 'Welcome back. Enter your details to continue.',
  },
  social: {
    divider: 'or',
    continue_with: 'Continue with {{name}}',
    callback_title: 'Signing you in',
    connecting: 'One moment, we are finishing your sign-in…',
    missing_session: 'This sign-in could not be matched to this browser, or it was already used. Please start again.',
    link_title: 'Link your account',
    link_description: 'An account with the email {{email}} already exists. Enter its password to sign in and link your social account to it, or create a new account.',
    link_sign_in: 'Sign in and link',
    create_new: 'Create a new account instead',
    back_to_sign_in: 'Back to sign in',
  },
  create_account: {
    title: 'Create your account',
    description: 'It only takes a minute.',
  },
  organization_invitation: {
    joining: 'You were invited to join {{organization}}.',
    use_address: 'Continue with {{email}} to accept the invitation.',
  },
  single_sign_on: {
    page_title: 'Single sign-on',
    entry: 'Sign in with single sign-on',
    title: 'Single sign-on',
    description: "Enter your work email and we will take you to your company's sign-in page.",
    email: 'Work email',
    submit: 'Continue',
    no_connector: 'Single sign-on is not set up for this email domain. Sign in another way.',
    choose_title: 'Choose your company account',
    choose_description: 'Several company sign-ins accept {{email}}.',
    continue_with: 'Continue with {{name}}',
    other_way: 'Sign in another way',
    completing: 'Completing your sign-in…',
    session_lost: 'This sign-in cannot be completed here: it was started in another window or has expired.',
    start_again: 'Start again',
  },
  first_admin: {
    title: 'Create the first administrator',
    description:
      'This account will manage users, applications and settings. You can invite other administrators later.',
    submit: 'Create administrator',
    already_set_up: 'The administrator account already exists.',
    go_to_console: 'Go to the console',
  },
  consent: {
    title: '{{appName}} wants to access your account',
    scopes_heading: 'This will allow the app to:',
    resource_scopes: 'Permissions for {{resource}}',
    authorize: 'Authorize',
    cancel: 'Cancel',
    scope: {
      openid: 'Confirm who you are',
      profile: 'See your name and profile picture',
      email: 'See your email address',
      phone: 'See your phone number',
      offline_access: 'Keep access while you are away',
    },
  },
  account: {
    signed_in_as: 'Signed in as {{identifier}}',
    not_you: 'Not you?',
    use_another_account: 'Use another account',
  },
  input: {
    identifier: 'Username or email',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirm_password: 'Confirm password',
    optional: 'optional',
  },
  action: {
    sign_in: 'Sign in',
    create_account: 'Create account',
    continue: 'Continue',
    back: 'Back',
    show_password: 'Show password',
    hide_password: 'Hide password',
    try_again: 'Try again',
  },
  link: {
    no_account: 'No account yet?',
    create_one: 'Create one',
    have_account: 'Already have an account?',
    sign_in: 'Sign in instead',
  },
  field_error: {
    required: 'This field is required.',
    invalid_email: 'Enter a valid email address.',
    invalid_username:
      'Start with a letter or underscore, then use only letters, digits and underscores.',
    passwords_mismatch: 'The passwords do not match.',
  },
  password_rejected: {
    too_short: 'Use at least {{min}} characters.',
    too_long: 'Use at most {{max}} characters.',
    unsupported_characters: 'Use only letters, digits, spaces and common symbols.',
    character_types:
      'Mix at least {{min}} of: lowercase letters, uppercase letters, digits and symbols.',
    pwned: 'This password has appeared in a data breach. Choose a different one.',
    restricted: {
      repetition: 'Avoid repeating the same character.',
      sequence: 'Avoid easy sequences such as "123" or "abc".',
      words: 'Avoid these words: {{words}}.',
      user_info: 'Avoid your name, username or email in the password.',
    },
  } satisfies Translation<ErrorPhrases['password_rejected']>,
  notice: {
    account_locked: 'Too many failed attempts. Your account is locked for {{minutes}} minutes.',
    retry_in_seconds: 'Too many failed attempts. You can try again in {{seconds}} s.',
  },
  error: {
    generic: 'Something went wrong. Please try again.',
    network: 'Cannot reach the server. Check your connection and try again.',
    session_expired: 'Your sign-in session has expired. Please start again.',
    not_found: 'This page does not exist.',
  },
  device: {
    title: 'Connect a device',
    description: 'Enter the code shown on your device.',
    code_label: 'Device code',
    confirm_title: 'Connect {{appName}}?',
    confirm_description:
      'Continue only if you started signing in on this device yourself and it shows this code.',
    code_on_device: 'Code on your device',
    confirm: 'Connect',
    decline: 'Not my device',
    success_title: 'Device connected',
    success_description:
      '{{appName}} is now signed in. You can close this page and return to your device.',
    error: {
      not_found: 'This code is not valid. Check the code on your device and try again.',
      expired: 'This code has expired. Start again on your device to get a new one.',
      used: 'This code has already been used. Start again on your device to get a new one.',
      aborted: 'The device was not connected.',
      failed: 'This page has expired. Enter the code again.',
    },
  },
  oidc_error: {
    technical_details: 'Technical details',
    hint: 'Go back to the application and try again. If the problem persists, contact the application’s support.',
    code: {
      invalid_client: {
        title: 'Unknown application',
        explanation: 'The application that sent you here is not registered with this service.',
      },
      invalid_redirect_uri: {
        title: 'Return address not allowed',
        explanation:
          'The application asked to send you back to an address it has not registered. The request was stopped to protect your account.',
      },
      invalid_request: {
        title: 'Invalid sign-in request',
        explanation: 'The sign-in request from the application is incomplete or invalid.',
      },
      unauthorized_client: {
        title: 'Application not allowed',
        explanation: 'This application is not allowed to sign you in this way.',
      },
      unsupported_response_type: {
        title: 'Unsupported request',
        explanation: 'The application asked for a kind of answer this service does not give.',
      },
      invalid_scope: {
        title: 'Unknown permissions',
        explanation: 'The application asked for permissions that do not exist.',
      },
      invalid_target: {
        title: 'Unknown API',
        explanation: 'The application asked for access to an API that is not available.',
      },
      access_denied: {
        title: 'Request declined',
        explanation: 'The request was declined.',
      },
      session_not_found: {
        title: 'Session expired',
        explanation:
          'Your sign-in session has expired. Go back to the application and start again.',
      },
      server_error: {
        title: 'Something went wrong',
        explanation: 'Something went wrong on our side. Please try again later.',
      },
      default: {
        title: 'Sign-in cannot continue',
        explanation: 'The request could not be completed.',
      },
    },
  },
  loading: 'Loading…',
  language: {
    label: 'Language',
    name: {
      ar: 'Arabic',
      de: 'German',
      en: 'English',
      es: 'Spanish',
      fr: 'French',
      it: 'Italian',
      ja: 'Japanese',
      ko: 'Korean',
      'pl-PL': 'Polish',
      'pt-BR': 'Portuguese (Brazil)',
      'pt-PT': 'Portuguese (Portugal)',
      ru: 'Russian',
      'tr-TR': 'Turkish',
      'zh-CN': 'Chinese (Simplified)',
      'zh-HK': 'Chinese (Hong Kong)',
      'zh-TW': 'Chinese (Taiwan)',
    } satisfies Record<Language, string>,
  },
  theme: {
    label: 'Theme',
    system: 'Match system',
    light: 'Light',
    dark: 'Dark',
  },
} as const;

export default en;

export type ExperiencePhrases = typeof en;
