import { hasSecrets } from '../application-type-rules';
import { useApplicationOutlet } from '../details/application-outlet';
import { SecretsCard } from '../secrets/secrets-card';
import { ApplicationSettingsForm } from './application-settings-form';
import { EndpointsCard } from './endpoints-card';
import { ProtectedAppCard } from './protected-app-card';

/** `/applications/{id}/settings`. */
export default function ApplicationSettingsTab() {
  const { application } = useApplicationOutlet();
  return (
    <>
      <EndpointsCard application={application} />
      {hasSecrets(application.type) && <SecretsCard applicationId={application.id} />}
      {application.protectedAppMetadata && <ProtectedAppCard metadata={application.protectedAppMetadata} />}
      <ApplicationSettingsForm key={application.id} application={application} />
    </>
  );
}
