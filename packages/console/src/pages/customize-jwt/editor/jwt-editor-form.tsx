import type { CustomJwtTokenTypePath, JwtCustomizer } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { jwtCustomizerKeys } from '../../../api/jwt-customizer/keys';
import { useUpsertJwtCustomizer } from '../../../api/jwt-customizer/mutations';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { KeyValueEditor } from '../../../components/key-value-editor/key-value-editor';
import { MultiTextInput } from '../../../components/multi-text-input/multi-text-input';
import { toKeyValueRecord } from '../../../components/key-value-editor/key-value-rows';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { useToast } from '../../../ds/toast/use-toast';
import { useConfirmedJwtDeletion } from '../index/use-confirmed-jwt-deletion';
import {
  jwtEditorResolver,
  parseJsonObject,
  toEditorValues,
  toSettingsBody,
  type JwtEditorValues,
  toFetchAllowedOrigins,
} from './jwt-editor-form-values';
import { JwtCodeField } from './jwt-code-field';
import { JwtTestPanel } from './jwt-test-panel';
import styles from './jwt-editor.module.css';

interface JwtEditorFormProps {
  tokenType: CustomJwtTokenTypePath;
  /** Undefined when adding the first script of this token type. */
  settings?: JwtCustomizer;
}

/** The script, its variables and samples, the test panel, save and (once saved) delete. */
export const JwtEditorForm = ({ tokenType, settings }: JwtEditorFormProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const queryClient = useQueryClient();
  const isCreate = settings === undefined;
  const upsert = useUpsertJwtCustomizer(tokenType, { hideErrorToast: true });
  const form = useForm<JwtEditorValues>({
    defaultValues: toEditorValues(tokenType, settings),
    resolver: jwtEditorResolver(tokenType, t),
  });
  const { control, handleSubmit, reset, setError, formState, trigger, getValues } = form;
  const handleError = useSubmitErrorHandler(setError);
  const deleteSettings = useConfirmedJwtDeletion(tokenType);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await upsert.mutateAsync(toSettingsBody(values));
      queryClient.setQueryData(jwtCustomizerKeys.detail(tokenType), saved);
      reset(toEditorValues(tokenType, saved));
      toast.success(t(isCreate ? 'custom_jwt.editor.created' : 'custom_jwt.editor.saved'));
      if (isCreate) {
        navigate(tenantPath(`customize-jwt/${tokenType}/edit`), {
          replace: true,
          state: skipUnsavedChangesGuard,
        });
      }
    } catch (error) {
      handleError(error, {
        detailPaths: (path) =>
          path === 'script' || path === 'tokenSample' || path === 'contextSample'
            ? path
            : undefined,
      });
    }
  });

  /** The test runs what the editor shows, saved or not; invalid fields are pointed out instead. */
  const getTestInput = async () => {
    if (!(await trigger())) {
      return undefined;
    }
    const values = getValues();
    return {
      script: values.script,
      environmentVariables: toKeyValueRecord(values.environmentVariables),
      fetchAllowedOrigins: toFetchAllowedOrigins(values.fetchAllowedOrigins),
      token: parseJsonObject(values.tokenSample) ?? {},
      context: (parseJsonObject(values.contextSample) ?? {}) as { user: Record<string, unknown> },
    };
  };

  const variableErrors = (formState.errors.environmentVariables ?? []) as ReadonlyArray<
    { key?: { message?: string } } | undefined
  >;
  const originErrors = (formState.errors.fetchAllowedOrigins ?? []) as ReadonlyArray<
    { message?: string } | undefined
  >;

  return (
    <form
      noValidate
      className={styles.form}
      data-testid="jwt-editor-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <FormCard
            title={t('custom_jwt.editor.script')}
            description={t('custom_jwt.editor.script_description')}
          >
            <JwtCodeField
              control={control}
              name="script"
              language="javascript"
              label={t('custom_jwt.editor.code_editor_label')}
              minHeight={320}
            />
          </FormCard>
          <FormCard
            title={t('custom_jwt.editor.environment_variables')}
            description={t('custom_jwt.editor.environment_variables_description')}
          >
            <Controller
              control={control}
              name="environmentVariables"
              render={({ field }) => (
                <KeyValueEditor
                  name="jwt-variables"
                  keyLabel={t('custom_jwt.editor.variable_key')}
                  valueLabel={t('custom_jwt.editor.variable_value')}
                  rows={field.value}
                  errors={Array.from(
                    { length: field.value.length },
                    (_, index) => variableErrors[index]?.key?.message,
                  )}
                  isValueSecret
                  onChange={field.onChange}
                />
              )}
            />
          </FormCard>
          <FormCard
            title={t('custom_jwt.editor.fetch_origins')}
            description={t('custom_jwt.editor.fetch_origins_description')}
          >
            <Controller
              control={control}
              name="fetchAllowedOrigins"
              render={({ field }) => (
                <MultiTextInput
                  name="jwt-fetch-origins"
                  label={t('custom_jwt.editor.fetch_origin')}
                  values={field.value}
                  errors={Array.from(
                    { length: field.value.length },
                    (_, index) => originErrors[index]?.message,
                  )}
                  placeholder="https://api.example.com"
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormCard>
        </div>
        <div className={styles.column}>
          <JwtTestPanel tokenType={tokenType} getTestInput={getTestInput} />
          <JwtCodeField
            control={control}
            name="tokenSample"
            language="json"
            label={t('custom_jwt.editor.token_sample')}
            description={t('custom_jwt.editor.token_sample_description')}
          />
          <JwtCodeField
            control={control}
            name="contextSample"
            language="json"
            label={t('custom_jwt.editor.context_sample')}
            description={t('custom_jwt.editor.context_sample_description')}
          />
        </div>
      </div>
      <FormActions
        isDirty={isCreate || formState.isDirty}
        isSubmitting={formState.isSubmitting}
        onDiscard={() => reset(toEditorValues(tokenType, settings))}
      />
      {!isCreate && (
        <DangerZone
          description={t('custom_jwt.index.delete_confirm')}
          buttonText={t('custom_jwt.index.delete')}
          data-testid="jwt-delete-button"
          onDelete={() => void deleteSettings().catch(() => undefined)}
        />
      )}
    </form>
  );
};
