import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConnectors } from '../../../api/connectors/queries';
import { CheckboxList } from '../../../components/checkbox-list/checkbox-list';
import { FormCard } from '../../../components/form-card/form-card';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { useSignInExperienceForm } from '../form/sie-form-context';

/**
 * The social providers the sign-in app offers as buttons, by target, in the order they were
 * picked. A target stands for all of its connectors (web, native…); the sign-in app picks the
 * one that fits.
 */
export const SocialSignInField = () => {
  const { t, i18n } = useTranslation();
  const tenantPath = useTenantPath();
  const { form } = useSignInExperienceForm();
  const connectors = useConnectors();
  const targets = new Map<string, string>();
  for (const connector of connectors.data ?? []) {
    if (connector.type === 'Social' && !targets.has(connector.target)) {
      targets.set(connector.target, connector.name[i18n.language] ?? connector.name.en ?? connector.target);
    }
  }

  return (
    <FormCard
      title={t('sign_in_experience.social.title')}
      description={t('sign_in_experience.social.description')}
      data-testid="sie-social"
    >
      <Controller
        control={form.control}
        name="socialSignInConnectorTargets"
        render={({ field }) => (
          <CheckboxList
            label={t('sign_in_experience.social.title')}
            items={
              connectors.data && [
                ...[...targets].map(([id, name]) => ({ id, name, description: id })),
                // A target whose connectors were deleted: the server refuses it until unchecked.
                ...field.value
                  .filter((target) => !targets.has(target))
                  .map((id) => ({ id, name: id, description: t('sign_in_experience.social.missing') })),
              ]
            }
            value={field.value}
            onChange={field.onChange}
            isLoading={connectors.isLoading}
            hasError={connectors.isError}
            emptyText={t('sign_in_experience.social.empty')}
            data-testid="sie-social-targets"
          />
        )}
      />
      <Link to={tenantPath('connectors/social')}>{t('sign_in_experience.social.manage')}</Link>
    </FormCard>
  );
};
