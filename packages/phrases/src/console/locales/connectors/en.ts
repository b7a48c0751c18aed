/** Phrases of the connectors pages: the email and SMS cards, social list, create flow and details. */
export const connectorPhrasesEn = {
  connectors: {
    types: {
      Email: 'Email connector',
      Sms: 'SMS connector',
      Social: 'Social connector',
    },
    passwordless: {
      email_description:
        'Sends verification codes by email for sign-in, registration and password reset.',
      sms_description:
        'Sends verification codes by text message for sign-in, registration and password reset.',
      not_set_up: 'Not set up yet.',
      set_up_email: 'Set up email connector',
      set_up_sms: 'Set up SMS connector',
    },
    social: {
      table_label: 'Social connectors',
      column_name: 'Name',
      column_target: 'Identity provider',
      empty_title: 'No social connectors yet',
      empty_description:
        'Add a social connector to let users sign in with an account they already have.',
      add: 'Add social connector',
      column_connectors: 'Connectors',
      column_status: 'Sign-in experience',
      demo: 'Demo',
      in_use: 'Offered',
      not_in_use: 'Not offered',
      platforms: { Universal: 'Any platform', Web: 'Web apps', Native: 'Native apps' },
    },
    social_guide: {
      callback_title: 'Callback URL',
      callback_description:
        'Register this exact URL as the redirect (callback) URL of the app you create at the provider.',
      callback_label: 'Callback URL',
    },
    social_display: {
      title: 'Sign-in button',
      description:
        'How the button looks on the sign-in page. Leave a field blank to use the provider\'s own name or logo.',
      name_in: 'Name ({{language}})',
      other_languages: 'Name in other languages',
      logo: 'Logo URL',
      logo_dark: 'Logo URL for dark mode',
      sync_profile: 'Update the profile at every sign-in',
      sync_profile_description: 'When on, the provider\'s name and avatar replace the user\'s at every sign-in. When off, they are copied only when the account is created.',
      token_storage: 'Keep the provider\'s tokens',
      token_storage_description:
        'When on, each sign-in\'s access and refresh tokens are kept, encrypted, so the user\'s apps can call the provider through the account API.',
      target: 'Target',
      target_description: 'The identity provider this connector signs in with, as users\' linked accounts and the sign-in experience name it. Connectors of one target share the user\'s link; each target has one connector per platform.',
    },
    create: {
      added: 'Added',
      title_email: 'Choose an email provider',
      title_sms: 'Choose an SMS provider',
      title_social: 'Choose a social provider',
      description:
        'Pick the service that sends the messages. You fill in its settings on the next page.',
      description_social:
        'Pick the identity provider your users sign in with. You fill in its settings on the next page.',
      demo_hint: 'Works without credentials, for trying things out. Not for production.',
      providers_label: 'Providers',
      no_factories_title: 'No providers available',
      no_factories_description: 'This server offers no connectors of this kind.',
      already_set_up:
        'A connector of this kind is already set up. Delete it before you add another.',
      open_existing: 'Open the current connector',
    },
    guide: {
      title: 'Set up {{name}}',
      not_found: 'This provider does not exist.',
      save: 'Save and finish',
      created: 'Connector "{{name}}" was created.',
    },
    config: {
      field_labels: {
        tokenEndpointAuthMethod: 'Token endpoint authentication',
        pkce: 'PKCE',
        authorizationParams: 'Extra authorization parameters',
        profileMap: 'Profile mapping',
        fetchUserInfo: 'Read the userinfo endpoint',
        accountSid: 'Account SID',
        apiKey: 'API key',
        authToken: 'Auth token',
        baseUrl: 'API base URL',
        clientId: 'Client ID',
        clientSecret: 'Client secret',
        scope: 'Scope',
        authorizationEndpoint: 'Authorization endpoint',
        tokenEndpoint: 'Token endpoint',
        userInfoEndpoint: 'Profile endpoint',
        issuer: 'Issuer',
        endpoint: 'Endpoint',
        from: 'From',
        headers: 'Headers',
        host: 'Host',
        password: 'Password',
        port: 'Port',
        username: 'Username',
        templates: 'Templates',
        senderName: 'Sender name',
        companyInformation: 'Company information',
        fromEmail: 'From email',
        signingSecret: 'Signing secret',
        tlsMode: 'TLS mode',
      },
      field_descriptions: {
        scope: 'Space-separated; the factory default when empty.',
        authorizationEndpoint: 'Leave empty for the provider itself; set only to reach a compatible test or proxy server.',
        tokenEndpoint: 'Leave empty for the provider itself; set only to reach a compatible test or proxy server.',
        userInfoEndpoint: 'Leave empty for the provider itself; set only to reach a compatible test or proxy server.',
        issuer: 'Leave empty for the provider itself; set only to reach a compatible test or proxy server.',
        templates:
          'One entry per usage type (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, optional locale, subject (email), content with {{variable}}, optional contentType.',
        senderName: 'Shown as the sender; no URL.',
        companyInformation: 'Appended to every email; no URL.',
        signingSecret:
          'At least 16 characters; each request carries the HMAC-SHA256 of its body in the {{header}} header.',
        headers: 'Extra request headers, as a JSON object of strings.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 or MG…',
      },
      field_options: {
        tokenEndpointAuthMethod: { client_secret_basic: 'In the Authorization header (client_secret_basic)', client_secret_post: 'In the body (client_secret_post)' },
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'None' },
      },
      title: 'Settings',
      description: 'What the provider needs to send messages on your behalf.',
      description_social:
        'The credentials of the app you registered at the provider, and where to reach it.',
      secret_hint: 'Stored encrypted and shown masked. Type a new value to replace it.',
      invalid_number: 'Enter a number.',
      select_placeholder: 'Select an option',
      url_in_sender_name: 'URL is not allowed in sender name.',
      url_in_company_information: 'URL is not allowed in company information.',
    },
    test: {
      title: 'Send a test message',
      description_email:
        'Check the settings by sending a test email with a sample code. Nothing is saved.',
      description_sms:
        'Check the settings by sending a test text message with a sample code. Nothing is saved.',
      email_label: 'Email address to send to',
      phone_label: 'Phone number to send to',
      send: 'Send test message',
      sent: 'Test message sent to {{to}}.',
      invalid_email: 'Enter a valid email address.',
      invalid_phone: 'Enter a phone number in international format, such as +14155550100.',
    },
    templates: {
      title: 'Message templates',
      description:
        'What the messages say, for each purpose and language. Variables in double braces are filled in when a message is sent.',
      variables_hint: 'This purpose fills {{variables}}; the content must contain {{required}}.',
      usage_type: 'Purpose',
      language: 'Language',
      any_language: 'Every other language',
      subject: 'Subject',
      content: 'Content',
      content_type: 'Format',
      content_types: {
        text_plain: 'Plain text',
        text_html: 'Formatted (HTML)',
      },
      code_required: 'The content must contain {{variable}}.',
      not_set: 'No template for this purpose and language yet. Fill it in to add one.',
      remove: 'Remove this template',
      required: 'Add at least one template.',
      usage_types: {
        SignIn: 'Sign-in',
        Register: 'Registration',
        ForgotPassword: 'Password reset',
        OrganizationInvitation: 'Organization invitation',
        Generic: 'Generic message and tests',
        UserPermissionValidation: 'Identity check',
        BindNewIdentifier: 'Linking a new email or phone',
        MfaVerification: 'Multi-factor verification',
      },
    },
    details: {
      not_found: 'This connector does not exist.',
      connector_id: 'Connector ID',
      delete: 'Delete connector',
      delete_description:
        'Users stop receiving messages through this connector. Sign-in methods that need it stop working.',
      delete_confirm:
        'Sign-in, registration and password reset that need this connector stop working until you set up another one.',
      delete_description_social:
        'Users can no longer sign in with this provider, and their accounts lose the link to it.',
      delete_confirm_social:
        'Users can no longer sign in with this provider through this connector.',
      delete_confirm_in_use:
        'The sign-in experience offers {{target}}. Once this connector is deleted, users who signed in with it can no longer sign in that way.',
    },
  },
} as const;
