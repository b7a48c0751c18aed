import {
  accessTokenJwtCustomizerGuard,
  clientCredentialsJwtCustomizerGuard,
  isJwtCustomizerFetchOrigin,
  type CustomJwtTokenTypePath,
  type JwtCustomizer,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';

import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import {
  duplicateKeyRows,
  toKeyValueRecord,
  toKeyValueRows,
  type KeyValueRow,
} from '../../../components/key-value-editor/key-value-rows';
import { defaultSamples, defaultScript, toJsonText } from './default-samples';

/** The editor's form: the script, the samples as JSON text, the variables as rows. */
export interface JwtEditorValues {
  script: string;
  tokenSample: string;
  contextSample: string;
  environmentVariables: KeyValueRow[];
  /** One row per origin the script may fetch; blank rows are dropped. */
  fetchAllowedOrigins: string[];
}

export const toEditorValues = (
  tokenType: CustomJwtTokenTypePath,
  settings?: JwtCustomizer,
): JwtEditorValues => {
  const samples = defaultSamples(tokenType);
  return {
    script: settings?.script ?? defaultScript,
    tokenSample: toJsonText(settings?.tokenSample ?? samples.token),
    contextSample: toJsonText(settings?.contextSample ?? samples.context),
    environmentVariables: toKeyValueRows(settings?.environmentVariables),
    fetchAllowedOrigins: [...(settings?.fetchAllowedOrigins ?? [])],
  };
};

/** The origins typed, without blank rows. */
export const toFetchAllowedOrigins = (rows: readonly string[]) =>
  rows.map((row) => row.trim()).filter(Boolean);

/** A JSON object typed as text, or undefined when the text is not one. */
export const parseJsonObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** The body `PUT` sends; samples that are not JSON objects are caught by the form's rules first. */
export const toSettingsBody = (values: JwtEditorValues) =>
  ({
    script: values.script,
    environmentVariables: toKeyValueRecord(values.environmentVariables),
    tokenSample: parseJsonObject(values.tokenSample),
    contextSample: parseJsonObject(values.contextSample),
    fetchAllowedOrigins: toFetchAllowedOrigins(values.fetchAllowedOrigins),
  }) as JwtCustomizer;

const variableNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A user access token's context is about a user: without one the sample is not what the script gets. */
const isContextSample = (tokenType: CustomJwtTokenTypePath, text: string) => {
  const context = parseJsonObject(text);
  const { user } = context ?? {};
  return (
    context !== undefined &&
    (tokenType !== 'access-token' || (typeof user === 'object' && user !== null))
  );
};

const rules = (tokenType: CustomJwtTokenTypePath, t: TFunction) => (values: JwtEditorValues) => {
  const duplicates = duplicateKeyRows(
    values.environmentVariables,
    t('custom_jwt.editor.variable_key_duplicate'),
  );
  return {
    script: values.script.trim() ? undefined : t('custom_jwt.editor.script_required'),
    tokenSample: parseJsonObject(values.tokenSample)
      ? undefined
      : t('custom_jwt.editor.json_invalid'),
    contextSample: isContextSample(tokenType, values.contextSample)
      ? undefined
      : t('custom_jwt.editor.json_invalid'),
    ...Object.fromEntries(
      values.environmentVariables.map((row, index) => {
        const key = row.key.trim();
        const invalid =
          key && !variableNamePattern.test(key)
            ? t('custom_jwt.editor.variable_key_invalid')
            : undefined;
        return [`environmentVariables.${index}.key`, invalid ?? duplicates[index]];
      }),
    ),
    ...Object.fromEntries(
      values.fetchAllowedOrigins.map((row, index) => {
        const origin = row.trim();
        const invalid =
          origin && !isJwtCustomizerFetchOrigin(origin)
            ? t('custom_jwt.editor.fetch_origin_invalid')
            : undefined;
        const duplicate =
          origin && values.fetchAllowedOrigins.findIndex((other) => other.trim() === origin) < index
            ? t('custom_jwt.editor.fetch_origin_duplicate')
            : undefined;
        return [`fetchAllowedOrigins.${index}`, invalid ?? duplicate];
      }),
    ),
  };
};

/** Issues inside a sample belong to the sample's editor; a variable's to its row. */
const fieldPath = (bodyPath: string, values: JwtEditorValues) => {
  const [root, name] = bodyPath.split('.');
  if (root === 'tokenSample' || root === 'contextSample') {
    return root;
  }
  if (root === 'environmentVariables' && name) {
    const index = values.environmentVariables.findIndex((row) => row.key.trim() === name);
    return index >= 0 ? `environmentVariables.${index}.key` : undefined;
  }
  return undefined;
};

export const jwtEditorResolver = (tokenType: CustomJwtTokenTypePath, t: TFunction) =>
  contractResolver(
    tokenType === 'access-token'
      ? accessTokenJwtCustomizerGuard
      : clientCredentialsJwtCustomizerGuard,
    toSettingsBody,
    t,
    {
      contextSample: t('custom_jwt.editor.json_invalid'),
      tokenSample: t('custom_jwt.editor.json_invalid'),
    },
    { fieldPath, rules: rules(tokenType, t) },
  );
