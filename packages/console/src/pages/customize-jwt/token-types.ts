import {
  customJwtTokenTypePathGuard,
  jwtCustomizerConfigKeys,
  type CustomJwtTokenTypePath,
} from '@tessera/schemas';

/** Token types in the order of the index page; the route's `{tokenType}` is one of them. */
export const jwtTokenTypes = customJwtTokenTypePathGuard.options;

export const isJwtTokenType = (value: string): value is CustomJwtTokenTypePath =>
  (jwtTokenTypes as readonly string[]).includes(value);

/** The phrase group of a token type (`access-token` → `access_token`). */
export const tokenTypePhrase = (tokenType: CustomJwtTokenTypePath) =>
  tokenType === 'access-token' ? ('access_token' as const) : ('client_credentials' as const);

/** The key the list names a token type's settings by. */
export const configKeyOf = (tokenType: CustomJwtTokenTypePath) =>
  jwtCustomizerConfigKeys[tokenType];

export const editorActions = ['create', 'edit'] as const;
export type EditorAction = (typeof editorActions)[number];
export const isEditorAction = (value: string): value is EditorAction =>
  (editorActions as readonly string[]).includes(value);
