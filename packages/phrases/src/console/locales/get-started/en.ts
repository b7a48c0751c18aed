/** Phrases of the get started page: the first steps of a new tenant. */
export const getStartedPhrasesEn = {
  get_started: {
    progress: '{{done}} of {{total}} steps done',
    done: 'Done',
    mark_done: 'Mark as done',
    steps_label: 'Setup steps',
    load_failed: 'The progress could not be loaded.',
    create_application: {
      title: 'Create an application',
      description: 'Register your app and follow a guide to add sign-in to it.',
      action: 'Create application',
    },
    sign_in_experience: {
      title: 'Customize the sign-in experience',
      description: 'Choose how users sign up and sign in, and make the pages look like your brand.',
      action: 'Customize',
    },
    mfa: {
      title: 'Enable multi-factor authentication',
      description: 'Ask for a second factor to keep accounts safe.',
      action: 'Set up MFA',
    },
    roles: {
      title: 'Add roles',
      description: 'Group permissions into roles and assign them to users and apps.',
      action: 'Create role',
    },
    collaborators: {
      title: 'Invite collaborators',
      description: 'Bring your team into this tenant to manage it together.',
      action: 'Invite members',
    },
  },
};
