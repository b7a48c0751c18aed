import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClassName } from '../../ds/button/button-class-name';

interface CreateLinkProps {
  /** The create dialog's route. */
  to: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A link styled as the primary button, opening a create dialog (create dialogs are routes). */
export const CreateLink = ({ to, children, 'data-testid': testId }: CreateLinkProps) => (
  <Link to={to} className={buttonClassName({ variant: 'primary' })} data-testid={testId}>
    {children}
  </Link>
);
