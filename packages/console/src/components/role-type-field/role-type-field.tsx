import { roleTypes, type RoleType } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { RadioCardGroup } from '../../ds/radio-card/radio-card-group';

interface RoleTypeFieldProps {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  value: RoleType;
  onChange: (value: RoleType) => void;
  /** Each option's test id is this prefix and the type. */
  testIdPrefix: string;
}

/** Whom a role is for (users or machine-to-machine apps), as cards that say what each type means. */
export const RoleTypeField = ({
  name,
  legend,
  value,
  onChange,
  testIdPrefix,
}: RoleTypeFieldProps) => {
  const { t } = useTranslation();
  return (
    <RadioCardGroup
      name={name}
      legend={legend}
      value={value}
      onChange={onChange}
      options={roleTypes.map((type) => ({
        value: type,
        title: t(`roles.types.${type}.name`),
        description: t(`roles.types.${type}.description`),
        'data-testid': `${testIdPrefix}${type}`,
      }))}
    />
  );
};
