/** Phrases of the signing keys page. */
export const signingKeysPhrasesEn = {
  signing_keys: {
    rotate: 'Rotate',
    delete: 'Delete',
    delete_key: 'Delete key {{id}}',
    delete_title: 'Delete the previous key?',
    deleted: 'The key has been deleted.',
    algorithm: 'Algorithm',
    empty_title: 'No keys yet',
    empty_description: 'Rotate to create the first key.',
    columns: {
      id: 'Key ID',
      algorithm: 'Algorithm',
      created_at: 'Created',
      status: 'Status',
      actions: 'Actions',
    },
    status: {
      current: 'Current',
      previous: 'Previous',
      next: 'Next',
    },
    algorithms: {
      ec: 'Elliptic curve (P-256)',
      ec_description: 'Small keys and signatures, fast to verify. Recommended.',
      rsa: 'RSA (2048-bit)',
      rsa_description: 'For applications and libraries that only support RSA signatures.',
    },
    private_keys: {
      rotate_algorithm_note:
        'Keys of the other algorithm are not changed: the tenant keeps signing with both ES256 and RS256, for the applications that ask for each.',
      title: 'Signing keys',
      description:
        'Sign the ID tokens and access tokens of this tenant. Applications verify them with the public keys published in the JWKS.',
      rotate_title: 'Rotate the signing keys?',
      rotate_description:
        'A new key signs tokens from now on. The current key becomes the previous key and still verifies the tokens it signed; an older previous key is deleted, and tokens it signed are no longer accepted. Applications that cache the JWKS must fetch it again.',
      rotated: 'The signing keys have been rotated.',
      delete_description:
        'Tokens signed with this key can no longer be verified. Applications may need to sign their users in again.',
    },
    cookie_keys: {
      title: 'Cookie keys',
      description: 'Sign the cookies of sign-in sessions and interactions.',
      rotate_title: 'Rotate the cookie keys?',
      rotate_description:
        'A new key signs cookies from now on. The current key becomes the previous key and still verifies existing cookies; an older previous key is deleted, and sessions signed with it end.',
      rotated: 'The cookie keys have been rotated.',
      delete_description: 'Sessions and sign-ins in progress that use this key end, and users must sign in again.',
    },
  },
} as const;
