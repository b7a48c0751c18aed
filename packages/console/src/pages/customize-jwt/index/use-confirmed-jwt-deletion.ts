import type { CustomJwtTokenTypePath } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteJwtCustomizer } from '../../../api/jwt-customizer/mutations';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { tokenTypePhrase } from '../token-types';

/** Deletes a token type's script after confirming, then shows the index page. */
export const useConfirmedJwtDeletion = (tokenType: CustomJwtTokenTypePath) => {
  const { t } = useTranslation();
  const deleteSettings = useDeleteJwtCustomizer(tokenType);
  return useConfirmedDeletion({
    name: t(`custom_jwt.token_types.${tokenTypePhrase(tokenType)}.title`),
    content: t('custom_jwt.index.delete_confirm'),
    remove: () => deleteSettings.mutateAsync(undefined),
    backTo: 'customize-jwt',
  });
};
