import {
  defaultTenantName,
  invitationErrorToastMs,
  isValidEmail,
  type Region,
  type TenantCreateBody,
  type TenantTag,
} from '@tessera/schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useInviteCollaborators } from '../../../api/tenants/invitations';
import { useCreateTenant } from '../../../api/tenants/mutations';
import {
  ProductionPlanModal,
  type ProductionTenant,
} from '../../../components/create-tenant/production-plan-modal';
import {
  TenantNameField,
  TenantRegionField,
  TenantTagField,
} from '../../../components/create-tenant/tenant-fields';
import { TagInput } from '../../../components/tag-input/tag-input';
import { Button } from '../../../ds/button/button';
import { Card } from '../../../ds/card/card';
import { FormField } from '../../../ds/form-field/form-field';
import { useToast } from '../../../ds/toast/use-toast';
import styles from '../onboarding.module.css';
import { onboardingStepPath } from '../onboarding-redirect';
import { OnboardingStepHeader } from '../onboarding-step-header';

interface CreateTenantValues {
  name: string;
  regionName: Region;
  tag: TenantTag;
  collaborators: string[];
}

/**
 * Step 2: the user's first tenant, and who to invite to it (spec 000 §2.3, §2.7). A development
 * tenant is created at once; a production one first gets a plan (§4.4): Free creates it here, a
 * paid plan goes through checkout, whose result page then opens the new tenant and finishes the
 * onboarding (a declined payment returns to this step). Once the tenant exists here, the
 * collaborators are invited; a failed invitation is reported and the onboarding goes on to the
 * new tenant's sign-in experience anyway.
 */
export const CreateTenantStep = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const createTenant = useCreateTenant();
  const inviteCollaborators = useInviteCollaborators();
  const [production, setProduction] = useState<ProductionTenant>();
  const { control, register, handleSubmit, formState, getValues } = useForm<CreateTenantValues>({
    defaultValues: {
      name: defaultTenantName,
      regionName: 'EU',
      tag: 'development',
      collaborators: [],
    },
  });

  const createAndInvite = async (body: TenantCreateBody) => {
    const tenantId = (await createTenant.mutateAsync(body)).id;
    const emails = getValues('collaborators');
    if (emails.length > 0) {
      try {
        await inviteCollaborators.mutateAsync({ tenantId, emails });
      } catch {
        toast.error(t('onboarding.create_tenant.invitation_failed'), {
          durationMs: invitationErrorToastMs,
        });
      }
    }
    navigate(onboardingStepPath('sign-in-experience', tenantId));
  };

  const onSubmit = handleSubmit(async ({ name, regionName, tag }) => {
    // A blank name becomes the default one (spec 001 §5).
    const body = { name: name.trim() || defaultTenantName, regionName };
    if (tag === 'production') {
      setProduction({ ...body, tag });
      return;
    }
    try {
      await createAndInvite({ ...body, tag });
    } catch {
      // The API layer has shown the error; the form stays for another try.
    }
  });

  return (
    <>
      <form
        className={styles.step}
        noValidate
        data-testid="onboarding-create-tenant"
        onSubmit={(event) => void onSubmit(event)}
      >
        <OnboardingStepHeader
          step={2}
          title={t('onboarding.create_tenant.title')}
          description={t('onboarding.create_tenant.description')}
        />
        <Card className={styles.card}>
          <TenantNameField
            id="onboarding-tenant-name"
            input={register('name')}
            hasPlaceholder
            data-testid="onboarding-tenant-name"
          />
          <Controller
            control={control}
            name="regionName"
            render={({ field }) => (
              <TenantRegionField
                name="onboarding-tenant-region"
                value={field.value}
                onChange={field.onChange}
                testIdPrefix="onboarding-tenant-region-"
              />
            )}
          />
          <Controller
            control={control}
            name="tag"
            render={({ field }) => (
              <TenantTagField
                name="onboarding-tenant-tag"
                value={field.value}
                onChange={field.onChange}
                testIdPrefix="onboarding-tenant-tag-"
              />
            )}
          />
          <Controller
            control={control}
            name="collaborators"
            rules={{
              validate: (emails) =>
                emails.every(isValidEmail) || t('onboarding.create_tenant.invalid_email'),
            }}
            render={({ field, fieldState }) => (
              <FormField
                id="onboarding-collaborators"
                label={t('onboarding.create_tenant.collaborators')}
                description={t('onboarding.create_tenant.collaborators_description')}
                error={fieldState.error?.message}
              >
                {(fieldControl) => (
                  <TagInput
                    {...fieldControl}
                    values={field.value}
                    onChange={field.onChange}
                    isValid={isValidEmail}
                    removeLabel={(email) =>
                      t('onboarding.create_tenant.remove_collaborator', { email })
                    }
                    listLabel={t('onboarding.create_tenant.collaborators')}
                    placeholder={t('onboarding.create_tenant.collaborators_placeholder')}
                    inputMode="email"
                    tagTestId="collaborator-tag"
                    data-testid="onboarding-collaborators"
                  />
                )}
              </FormField>
            )}
          />
        </Card>
        <div className={styles.actions}>
          <Button
            onClick={() => navigate(onboardingStepPath('welcome'))}
            data-testid="onboarding-back"
          >
            {t('onboarding.back')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            isLoading={formState.isSubmitting}
            data-testid="onboarding-create"
          >
            {t('onboarding.create_tenant.submit')}
          </Button>
        </div>
      </form>
      <ProductionPlanModal
        tenant={production}
        onBack={() => setProduction(undefined)}
        onChooseFree={createAndInvite}
        // The checkout result page finishes the onboarding once paid; a declined payment comes back here.
        callbackPage={onboardingStepPath('create-tenant')}
        // Collaborators of a paid tenant cannot be invited here: it exists only once paid for.
        description={t('onboarding.create_tenant.plans_description')}
      />
    </>
  );
};
