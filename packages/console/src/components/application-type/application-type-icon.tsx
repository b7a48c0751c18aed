import type { ApplicationType } from '@tessera/schemas';

import type { IconProps } from '../../ds/icons/icon';
import {
  MachineAppIcon,
  NativeAppIcon,
  ProtectedAppIcon,
  SamlAppIcon,
  SpaAppIcon,
  TraditionalAppIcon,
} from '../../ds/icons/application-type-icons';

const icons: Record<ApplicationType, (props: IconProps) => React.JSX.Element> = {
  Native: NativeAppIcon,
  SPA: SpaAppIcon,
  Traditional: TraditionalAppIcon,
  MachineToMachine: MachineAppIcon,
  Protected: ProtectedAppIcon,
  SAML: SamlAppIcon,
};

export const ApplicationTypeIcon = ({ type, ...props }: IconProps & { type: ApplicationType }) => {
  const TypeIcon = icons[type];
  return <TypeIcon {...props} />;
};
