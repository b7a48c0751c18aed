/** Phrases of signing in and out, and of the signed-in user's own profile. */
export const accountPhrasesEn = {
  auth: {
    redirecting: 'Taking you to sign-in…',
  },
  profile: {
    title: 'Profile',
    headline: 'Your personal information and how you sign in to the console.',
    sections: {
      profile: 'Profile information',
      sign_in: 'Sign-in and security',
      linked_accounts: 'Linked accounts',
    },
    linked_accounts: {
      none: 'There are no social accounts to link.',
      link: 'Link',
      linked: 'Linked',
      unlink: 'Unlink',
      unlink_title: 'Unlink {{name}}?',
      unlink_confirm:
        'You will no longer be able to sign in to the console with your {{name}} account.',
      unlinked: 'Your {{name}} account was unlinked.',
      linking: 'Linking your account…',
      link_failed: 'The account could not be linked',
      already_in_use: 'This social account is already linked to another console user.',
      state_mismatch:
        'This linking request is unknown or has expired. Close this window and start again from your profile.',
    },
    social_demo_callback: {
      title: 'Demo social sign-in',
      description:
        'This is where a demo social connector returns. No real provider was involved; you can close this page.',
    },
    fields: {
      avatar: 'Avatar',
      name: 'Name',
      username: 'Username',
      email: 'Email address',
      password: 'Password',
    },
    not_set: 'Not set',
    password_hidden: '••••••••',
    change: 'Change',
    save: 'Save',
    link_email: 'Link email',
    edit_avatar: 'Change avatar',
    edit_name: 'Change name',
    edit_username: 'Change username',
    updated: '{{field}} updated.',
    avatar: {
      upload: 'Upload image',
      uploading: 'Uploading…',
      hint: '{{extensions}}, up to {{limit}}.',
      remove: 'Remove picture',
      url: 'Image URL',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Choose exactly {{count}} file.',
      error_file_type: 'This file type is not supported. Use one of: {{extensions}}.',
      error_file_size: 'The file is too large. The limit is {{limit}}.',
      error_upload: 'The image could not be uploaded. Please try again.',
    },
    errors: {
      username_required: 'Enter a username.',
      username_invalid: 'Start with a letter or an underscore, then use only letters, digits and underscores.',
      too_long: 'Use at most {{max}} characters.',
      invalid_uri_format: 'Enter a valid http or https URL.',
      password_required: 'Enter a password.',
      passwords_do_not_match: 'The passwords do not match.',
      same_password: 'Choose a password different from your current one.',
    },
    verify_password: {
      title: 'Verify your password',
      description: 'Enter your current password before you change it.',
      current_password: 'Current password',
      action: 'Continue',
    },
    change_password: {
      title: 'Change password',
      description: 'Choose a new password for your account.',
      description_for: 'Choose a new password for {{email}}.',
      new_password: 'New password',
      confirm_password: 'Confirm the new password',
      action: 'Change password',
      changed: 'Your password has been changed.',
      verify_again: 'For your security, verify your current password again.',
    },
    email: {
      unavailable_title: 'Email sign-in is not configured',
      unavailable_description:
        'Linking an email address needs an email connector to send the verification code, and none is set up yet. Add an email connector, then try again.',
    },
  },
} as const;
