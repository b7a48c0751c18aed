import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeleteCustomPhrase, useUpsertCustomPhrase } from '../../../../api/custom-phrases/mutations';
import { useConfirm } from '../../../../components/confirm/use-confirm';
import { FormCard } from '../../../../components/form-card/form-card';
import { Button } from '../../../../ds/button/button';
import { FormField } from '../../../../ds/form-field/form-field';
import { LoadingView } from '../../../../ds/loading-view/loading-view';
import { Select } from '../../../../ds/select/select';
import { TextInput } from '../../../../ds/text-input/text-input';
import { useToast } from '../../../../ds/toast/use-toast';
import { useSignInExperienceForm } from '../../form/sie-form-context';
import { languageOptions } from '../language-fields';
import styles from '../../sign-in-experience.module.css';
import { PhraseTable } from './phrase-table';
import { useBuiltInPhrases } from './use-built-in-phrases';

/**
 * Overrides of the sign-in app's texts, one language at a time. They are saved on their own
 * (`PUT` per language), apart from the sign-in experience form around them; the unsaved edits
 * are held by that form (see usePhraseDraft) so the preview and the leave guard see them.
 */
export const CustomPhrasesEditor = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const { phrases: draft } = useSignInExperienceForm();
  const { language, stored, isDirty } = draft;
  const [search, setSearch] = useState('');
  const builtIn = useBuiltInPhrases(language);
  const upsert = useUpsertCustomPhrase(language);
  const remove = useDeleteCustomPhrase(language);

  const needle = search.trim().toLowerCase();
  const phrases = (builtIn.data ?? []).filter(
    ([key, text]) => !needle || key.toLowerCase().includes(needle) || text.toLowerCase().includes(needle),
  );

  /** Another language shows other overrides: unsaved ones of this language are dropped only if the admin agrees. */
  const onLanguageChange = async (next: string) => {
    if (isDirty) {
      const [confirmed] = await show({
        title: t('shared_form.unsaved_title'),
        content: t('shared_form.unsaved_description'),
        confirmButtonText: t('shared_form.leave'),
        cancelButtonText: t('shared_form.stay'),
        isDanger: true,
      });
      if (!confirmed) {
        return;
      }
    }
    draft.setLanguage(next);
  };

  const onSave = async () => {
    await upsert.mutateAsync(draft.translation);
    draft.discard();
    toast.success(t('sign_in_experience.phrases.saved'));
  };
  const onDelete = async () => {
    const [confirmed] = await show({
      title: t('sign_in_experience.phrases.delete_title'),
      content: t('sign_in_experience.phrases.delete_description', { language: languageOptions.find((option) => option.value === language)?.label ?? language }),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (confirmed) {
      await remove.mutateAsync();
      draft.discard();
      toast.success(t('sign_in_experience.phrases.deleted'));
    }
  };

  return (
    <FormCard title={t('sign_in_experience.phrases.title')} description={t('sign_in_experience.phrases.description')} data-testid="custom-phrases">
      {/* Enter in an override must not save the sign-in experience form around the editor. */}
      <div
        className={styles.fields}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
          }
        }}
      >
        <div className={styles.row}>
          <FormField id="sie-phrases-language" label={t('sign_in_experience.phrases.language')}>
            {(control) => (
              <Select
                {...control}
                value={language}
                options={languageOptions}
                data-testid="phrases-language"
                onChange={(event) => void onLanguageChange(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="sie-phrases-search" label={t('sign_in_experience.phrases.search')}>
            {(control) => <TextInput {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}
          </FormField>
        </div>
        {builtIn.isPending || draft.isLoading ? (
          <LoadingView label={t('general.loading')} />
        ) : phrases.length === 0 ? (
          <p className={styles.hint}>{t('shared_list.no_results')}</p>
        ) : (
          <PhraseTable phrases={phrases} overrides={draft.overrides} onChange={draft.setOverride} />
        )}
        <div className={styles.row}>
          {stored && (
            <Button variant="danger" isLoading={remove.isPending} data-testid="phrases-delete" onClick={() => void onDelete().catch(() => undefined)}>
              {t('sign_in_experience.phrases.delete')}
            </Button>
          )}
          <Button disabled={!isDirty} data-testid="phrases-discard" onClick={draft.discard}>
            {t('shared_form.discard')}
          </Button>
          <Button variant="primary" disabled={!isDirty} isLoading={upsert.isPending} data-testid="phrases-save" onClick={() => void onSave().catch(() => undefined)}>
            {t('sign_in_experience.phrases.save')}
          </Button>
        </div>
      </div>
    </FormCard>
  );
};
