import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { FormCard } from '../form-card/form-card';

interface DangerZoneProps {
  description: string;
  buttonText: string;
  onDelete: () => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** The last card of a settings page: deleting the entity. */
export const DangerZone = ({ description, buttonText, onDelete, disabled = false, 'data-testid': testId }: DangerZoneProps) => {
  const { t } = useTranslation();
  return (
    <FormCard title={t('shared_form.danger_zone')} description={description}>
      <Button variant="danger" disabled={disabled} data-testid={testId} onClick={onDelete}>
        {buttonText}
      </Button>
    </FormCard>
  );
};
