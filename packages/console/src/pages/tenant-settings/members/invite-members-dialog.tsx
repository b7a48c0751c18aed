import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useInviteTenantMembers } from '../../../api/tenant-members/mutations';
import { DialogForm } from '../../../components/dialog-form/dialog-form';
import { useDialogFormSubmit } from '../../../components/dialog-form/use-dialog-form-submit';
import { TagInput } from '../../../components/tag-input/tag-input';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { useToast } from '../../../ds/toast/use-toast';
import { isValidEmail, normalizeEmail } from './email-tags';

interface InviteValues {
  invitees: string[];
}

/**
 * Invites people by email to the tenant. Invitees join as collaborators (spec 000 §6); an admin
 * can change their role once they are members.
 */
export const InviteMembersDialog = ({ tenantId, onClose }: { tenantId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const invite = useInviteTenantMembers(tenantId, { hideErrorToast: true });
  const form = useForm<InviteValues>({ defaultValues: { invitees: [] } });
  const { control, formState } = form;

  const onSubmit = useDialogFormSubmit(form, {
    send: ({ invitees }) => invite.mutateAsync({ invitee: invitees, roleName: 'collaborator' }),
    onDone: () => {
      toast.success(t('tenant_members.messages.invitation_sent'));
      onClose();
    },
    fieldErrors: {
      codes: {
        'tenant.invitee_already_member': 'invitees',
        'tenant.invitation_already_pending': 'invitees',
      },
      detailPaths: (path) => (path.startsWith('invitee') ? 'invitees' : undefined),
    },
  });

  return (
    <Modal
      open
      title={t('tenant_members.invite_title')}
      description={t('tenant_members.invite_description')}
      closeLabel={t('general.close')}
      data-testid="invite-members-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogForm
        submitLabel={t('tenant_members.invite')}
        submitTestId="invite-members-submit"
        isSubmitting={formState.isSubmitting}
        onSubmit={onSubmit}
        onCancel={onClose}
      >
        <Controller
          control={control}
          name="invitees"
          rules={{
            validate: (invitees) =>
              invitees.length === 0
                ? t('tenant_members.errors.emails_required')
                : invitees.every(isValidEmail) || t('tenant_members.errors.invalid_email'),
          }}
          render={({ field }) => (
            <FormField
              id="invite-members-emails"
              label={t('tenant_members.emails')}
              description={t('tenant_members.emails_hint')}
              error={formState.errors.invitees?.message}
              isRequired
            >
              {(fieldControl) => (
                <TagInput
                  {...fieldControl}
                  values={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isValid={isValidEmail}
                  normalize={normalizeEmail}
                  removeLabel={(email) => t('tenant_members.remove_email', { email })}
                  placeholder="name@example.com"
                  inputMode="email"
                  tagTestId="invitee-tag"
                  data-testid="invite-members-emails"
                />
              )}
            </FormField>
          )}
        />
      </DialogForm>
    </Modal>
  );
};
