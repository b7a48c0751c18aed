import { applicationTypes, type ApplicationType } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { ApplicationTypeIcon } from '../../../components/application-type/application-type-icon';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import { thirdPartyCapableTypes } from '../application-type-rules';

interface ApplicationTypePickerProps {
  value: ApplicationType | undefined;
  onChange: (type: ApplicationType) => void;
  isThirdParty: boolean;
}

/** The five application types, each with what it is for. */
export const ApplicationTypePicker = ({ value, onChange, isThirdParty }: ApplicationTypePickerProps) => {
  const { t } = useTranslation();
  const types = isThirdParty ? thirdPartyCapableTypes : applicationTypes;
  return (
    <RadioCardGroup
      name="type"
      legend={t('applications.create.type_legend')}
      value={value}
      onChange={onChange}
      options={types.map((type) => ({
        value: type,
        title: t(`applications.types.${type}.name`),
        description: t(`applications.types.${type}.description`),
        icon: <ApplicationTypeIcon type={type} size={24} />,
        'data-testid': `app-create-type-${type}`,
      }))}
    />
  );
};
