import { customDomainCreateGuard, type CustomDomainCreate } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useAddCustomDomain } from '../../../api/custom-domains/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './domains-tab.module.css';

const toBody = ({ domain }: CustomDomainCreate): CustomDomainCreate => ({ domain: domain.trim().toLowerCase() });

/** The one field a tenant without a domain fills in; refusals land on the field. */
export const AddDomainForm = ({ tenantId }: { tenantId: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const addDomain = useAddCustomDomain(tenantId, { hideErrorToast: true });
  const { register, handleSubmit, setError, formState } = useForm<CustomDomainCreate>({
    defaultValues: { domain: '' },
    resolver: contractResolver(customDomainCreateGuard, toBody, t),
  });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await addDomain.mutateAsync(toBody(values).domain);
      toast.success(t('domains.added', { domain: created.domain }));
    } catch (error) {
      handleError(error, {
        codes: {
          'domain.invalid_domain': 'domain',
          'domain.hostname_already_exists': 'domain',
          'domain.limit_to_one_domain': 'domain',
        },
        detailPaths: (path) => (path === 'domain' ? 'domain' : undefined),
      });
    }
  });

  return (
    <form noValidate className={styles.addForm} data-testid="add-domain-form" onSubmit={(event) => void onSubmit(event)}>
      <FormField
        id="custom-domain"
        label={t('domains.domain')}
        description={t('domains.domain_hint')}
        error={formState.errors.domain?.message}
        isRequired
      >
        {(fieldControl) => (
          <TextInput
            {...fieldControl}
            {...register('domain')}
            placeholder={t('domains.domain_placeholder')}
            autoComplete="off"
            spellCheck={false}
            hasError={Boolean(formState.errors.domain)}
            data-testid="custom-domain-input"
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="add-domain">
        {t('domains.add')}
      </Button>
    </form>
  );
};
