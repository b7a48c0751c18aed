import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useJwtCustomizer } from '../../api/jwt-customizer/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { DetailsPage } from '../../components/details-page/details-page';
import { NotFound } from '../../components/not-found/not-found';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { JwtEditorForm } from './editor/jwt-editor-form';
import { isEditorAction, isJwtTokenType, tokenTypePhrase } from './token-types';

/** `/customize-jwt/{tokenType}/{action}`: add (`create`) or edit (`edit`) a token type's script. */
export default function CustomizeJwtDetailsPage() {
  const { t } = useTranslation();
  const { tokenType = '', action = '' } = useParams();
  const tenantPath = useTenantPath();
  const isKnown = isJwtTokenType(tokenType) && isEditorAction(action);
  const isEdit = action === 'edit';
  const query = useJwtCustomizer(isJwtTokenType(tokenType) ? tokenType : 'access-token', {
    enabled: isKnown && isEdit,
  });
  const backTo = tenantPath('customize-jwt');
  const backToTitle = t('pages.customize_jwt.title');

  if (!isKnown) {
    return <NotFound />;
  }
  const typeTitle = t(`custom_jwt.token_types.${tokenTypePhrase(tokenType)}.title`);
  const title = t(isEdit ? 'custom_jwt.editor.title_edit' : 'custom_jwt.editor.title_create', {
    tokenType: typeTitle,
  });

  const body = (() => {
    if (!isEdit) {
      return <JwtEditorForm tokenType={tokenType} />;
    }
    if (query.isError) {
      return (
        <DetailsLoadError
          error={query.error}
          notFoundText={t('custom_jwt.editor.not_found')}
          backTo={backTo}
          backToTitle={backToTitle}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return query.data ? (
      <JwtEditorForm key={tokenType} tokenType={tokenType} settings={query.data} />
    ) : (
      <PageSkeleton />
    );
  })();

  return (
    <DetailsPage title={title} subtitle={typeTitle} backTo={backTo} backToTitle={backToTitle}>
      {body}
    </DetailsPage>
  );
}
