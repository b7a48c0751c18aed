import type { Organization } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateOrganizationInvitation } from '../../../api/organization-invitations/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DialogForm } from '../../../components/dialog-form/dialog-form';
import { useDialogFormSubmit } from '../../../components/dialog-form/use-dialog-form-submit';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import { OrganizationRolesPicker } from '../shared/organization-roles-picker';
import {
  invitationExpiryDays,
  inviteDefaults,
  inviteGuard,
  inviteRules,
  toInviteBody,
  type InviteValues,
} from './invite-values';

/** Invites someone by email, with the roles they get on joining and when the invitation expires. */
export const InviteMemberDialog = ({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const createInvitation = useCreateOrganizationInvitation({ hideErrorToast: true });
  const toBody = toInviteBody(organization.id);
  const form = useForm<InviteValues>({
    defaultValues: inviteDefaults,
    resolver: contractResolver(
      inviteGuard,
      toBody,
      t,
      { invitee: t('users.fields.invalid_email') },
      {
        fieldPath: (path) =>
          path === 'organizationRoleIds'
            ? 'roleIds'
            : path === 'expiresAt'
              ? 'expiresInDays'
              : path.startsWith('messagePayload')
                ? 'link'
                : path,
        rules: inviteRules(t),
      },
    ),
  });
  const { control, register, formState, watch } = form;
  const sendEmail = watch('sendEmail');

  const onSubmit = useDialogFormSubmit(form, {
    send: async (values) => {
      const body = toBody(values);
      await createInvitation.mutateAsync(body);
      return body;
    },
    onDone: (body) => {
      toast.success(t('organizations.invitations.created', { email: body.invitee }));
      onClose();
    },
    fieldErrors: {
      codes: { 'organization.invitee_already_member': 'invitee' },
      detailPaths: (path) => (path === 'invitee' ? 'invitee' : undefined),
    },
  });

  return (
    <Modal
      open
      title={t('organizations.invitations.invite_title')}
      description={t('organizations.invitations.invite_description')}
      closeLabel={t('general.close')}
      data-testid="invite-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogForm
        submitLabel={t('organizations.invitations.invite')}
        submitTestId="invitation-submit"
        isSubmitting={formState.isSubmitting}
        onSubmit={onSubmit}
        onCancel={onClose}
      >
        <FormField
          id="invitation-invitee"
          label={t('organizations.invitations.invitee')}
          error={formState.errors.invitee?.message}
          isRequired
        >
          {(fieldControl) => (
            <TextInput
              {...fieldControl}
              type="email"
              placeholder={t('users.fields.email_placeholder')}
              hasError={Boolean(formState.errors.invitee)}
              data-testid="invitation-invitee"
              {...register('invitee')}
            />
          )}
        </FormField>
        <Controller
          control={control}
          name="roleIds"
          render={({ field }) => (
            <FormField id="invitation-roles" label={t('organizations.roles_picker.label')} isGroup>
              {() => (
                <OrganizationRolesPicker
                  type="User"
                  value={field.value}
                  onChange={field.onChange}
                  data-testid="invitation-roles"
                />
              )}
            </FormField>
          )}
        />
        <FormField
          id="invitation-expires-in"
          label={t('organizations.invitations.expires_in')}
          description={t('organizations.invitations.expires_in_description', invitationExpiryDays)}
          error={formState.errors.expiresInDays?.message}
        >
          {(fieldControl) => (
            <TextInput
              {...fieldControl}
              inputMode="numeric"
              hasError={Boolean(formState.errors.expiresInDays)}
              data-testid="invitation-expires-in"
              {...register('expiresInDays')}
            />
          )}
        </FormField>
        <Controller
          control={control}
          name="sendEmail"
          render={({ field }) => (
            <Switch
              id="invitation-send-email"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('organizations.invitations.send_email')}
              description={t('organizations.invitations.send_email_description')}
              data-testid="invitation-send-email"
            />
          )}
        />
        {sendEmail && (
          <FormField
            id="invitation-link"
            label={t('organizations.invitations.link')}
            description={t('organizations.invitations.link_description')}
            error={formState.errors.link?.message}
          >
            {(fieldControl) => (
              <TextInput
                {...fieldControl}
                type="url"
                isMono
                placeholder="https://"
                hasError={Boolean(formState.errors.link)}
                data-testid="invitation-link"
                {...register('link')}
              />
            )}
          </FormField>
        )}
      </DialogForm>
    </Modal>
  );
};
