/** Phrases of the custom JWT (token claims) pages. */
export const customJwtPhrasesEn = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'User access token',
        description: 'Claims added to access tokens issued to users when they sign in.',
      },
      client_credentials: {
        title: 'Machine-to-machine access token',
        description:
          'Claims added to access tokens issued to machine-to-machine applications (client credentials).',
      },
    },
    index: {
      not_set: 'No custom claims yet.',
      is_set: 'Custom claims are active.',
      add: 'Add custom claims',
      edit: 'Edit',
      delete: 'Delete',
      delete_confirm: 'Tokens issued from now on carry only the standard claims.',
      load_failed: 'The custom claims could not be loaded.',
    },
    editor: {
      title_create: 'Add custom claims: {{tokenType}}',
      title_edit: 'Edit custom claims: {{tokenType}}',
      script: 'Script',
      script_description:
        'getCustomJwtClaims({ token, context, environmentVariables, api }) returns an object whose keys are added to the token. Call api.denyAccess(message) to refuse the token.',
      script_required: 'The script must not be empty.',
      code_editor_loading: 'Loading the code editor…',
      code_editor_label: 'Script code',
      token_sample: 'Token sample',
      token_sample_description: 'The token the script receives in the test.',
      context_sample: 'Context sample',
      context_sample_description: 'The user or application data the script receives in the test.',
      json_invalid: 'Enter a valid JSON object.',
      environment_variables: 'Environment variables',
      environment_variables_description:
        'Values such as API keys that the script reads from environmentVariables, kept out of the code.',
      variable_key: 'Name',
      variable_value: 'Value',
      variable_key_duplicate: 'This name is already used.',
      variable_key_invalid: 'Use letters, digits and _, not starting with a digit.',
      fetch_origins: 'Allowed fetch origins',
      fetch_origins_description: 'Origins the script may call with fetch, such as https://api.example.com. With none, the script has no fetch.',
      fetch_origin: 'Origin',
      fetch_origin_invalid: 'Use https://host or https://host:port, with no path; http only for localhost and 127.0.0.1.',
      fetch_origin_duplicate: 'This origin is already listed.',
      saved: 'The custom claims were saved.',
      created: 'The custom claims were created and apply to new tokens.',
      not_found: 'There are no custom claims for this token type yet.',
    },
    test: {
      title: 'Test',
      description: 'Run the script on the samples and see the claims it returns. Nothing is saved.',
      run: 'Run test',
      claims: 'Claims returned',
      error: 'The script failed',
      idle: 'Run the test to see the result here.',
    },
  },
} as const;
