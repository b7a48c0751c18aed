import { languageAutonyms } from '@tessera/phrases';
import { consoleLanguages, type I18nText } from '@tessera/schemas';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import type { ConnectorFormValues } from '../shared/connector-form-values';
import styles from './social.module.css';

interface SocialDisplayCardProps {
  form: UseFormReturn<ConnectorFormValues>;
  /** The factory's own name and logo, shown as what a blank field means. */
  defaults: { name: I18nText; logo: string; target: string };
}

/** The sign-in button's name per language and logos, and profile sync, of a social connector. */
export const SocialDisplayCard = ({ form, defaults }: SocialDisplayCardProps) => {
  const { t } = useTranslation();
  const { register } = form;
  const [english, ...others] = [
    'en',
    ...consoleLanguages.filter((language) => language !== 'en'),
  ] as const;

  const nameField = (language: string) => (
    <FormField
      key={language}
      id={`social-name-${language}`}
      label={t('connectors.social_display.name_in', { language: languageAutonyms[language as keyof typeof languageAutonyms] ?? language })}
    >
      {(control) => (
        <TextInput
          {...control}
          lang={language}
          placeholder={defaults.name[language] ?? defaults.name.en}
          data-testid={`social-name-${language}`}
          {...register(`display.names.${language}`)}
        />
      )}
    </FormField>
  );

  return (
    <FormCard
      title={t('connectors.social_display.title')}
      description={t('connectors.social_display.description')}
      data-testid="social-display"
    >
      <div className={styles.fields}>
        {nameField(english)}
        <details className={styles.languages}>
          <summary>{t('connectors.social_display.other_languages')}</summary>
          <div className={styles.fields}>{others.map(nameField)}</div>
        </details>
        <FormField
          id="social-target"
          label={t('connectors.social_display.target')}
          description={t('connectors.social_display.target_description')}
        >
          {(control) => (
            <TextInput
              {...control}
              isMono
              placeholder={defaults.target}
              data-testid="social-target"
              {...register('display.target')}
            />
          )}
        </FormField>
        <FormField id="social-logo" label={t('connectors.social_display.logo')}>
          {(control) => (
            <TextInput
              {...control}
              isMono
              // A built-in logo may be a long data URL: only a web address reads as an example.
              placeholder={/^https?:\/\//.test(defaults.logo) ? defaults.logo : 'https://'}
              data-testid="social-logo"
              {...register('display.logo')}
            />
          )}
        </FormField>
        <FormField id="social-logo-dark" label={t('connectors.social_display.logo_dark')}>
          {(control) => (
            <TextInput
              {...control}
              isMono
              placeholder="https://"
              data-testid="social-logo-dark"
              {...register('display.logoDark')}
            />
          )}
        </FormField>
        <Controller
          control={form.control}
          name="display.syncProfile"
          render={({ field }) => (
            <Switch
              id="social-sync-profile"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('connectors.social_display.sync_profile')}
              description={t('connectors.social_display.sync_profile_description')}
              data-testid="social-sync-profile"
            />
          )}
        />
        <Controller
          control={form.control}
          name="display.enableTokenStorage"
          render={({ field }) => (
            <Switch
              id="social-token-storage"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('connectors.social_display.token_storage')}
              description={t('connectors.social_display.token_storage_description')}
              data-testid="social-token-storage"
            />
          )}
        />
      </div>
    </FormCard>
  );
};
