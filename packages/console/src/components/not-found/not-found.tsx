import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { buttonClassName } from '../../ds/button/button-class-name';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { useDocumentTitle } from '../page-title/use-document-title';
import { NotFoundIllustration } from './not-found-illustration';
import styles from './not-found.module.css';

/** The catch-all screen; inside the shell it fills the content area, alone it fills the page. */
export const NotFound = ({ isStandalone = false }: { isStandalone?: boolean }) => {
  const { t } = useTranslation();
  useDocumentTitle(t('not_found.title'));
  const Wrapper = isStandalone ? 'main' : 'div';

  return (
    <Wrapper className={isStandalone ? styles.standalone : undefined} data-testid="not-found">
      <EmptyState
        headingLevel="h1"
        illustration={<NotFoundIllustration />}
        title={t('not_found.title')}
        description={t('not_found.description')}
        action={
          <Link to="/" className={buttonClassName({ variant: 'primary' })}>
            {t('not_found.back_home')}
          </Link>
        }
      />
    </Wrapper>
  );
};
