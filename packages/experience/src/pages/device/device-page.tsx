import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';

import { PageHeader } from '../../components/page-header/page-header';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { DeviceCodeForm } from './device-code-form';
import { DeviceConfirm } from './device-confirm';
import { readDeviceFragment } from './device-fragment';

/** The last step: the device may now fetch its tokens. */
const DeviceSuccess = ({ client }: { client?: string }) => {
  const { t } = useTranslation();
  return (
    <section data-testid="page-device-success">
      <PageHeader
        title={t('device.success_title')}
        description={client ? t('device.success_description', { appName: client }) : undefined}
      />
    </section>
  );
};

/**
 * The device authorization grant's pages (RFC 8628 §3.3): enter the code, confirm the device,
 * done. The provider runs the flow and sends the browser here between its steps.
 */
export const DevicePage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title.device'));
  const { hash } = useLocation();
  const fragment = readDeviceFragment(hash);
  const { xsrf, userCode, client } = fragment;
  return (
    <Routes>
      <Route index element={<DeviceCodeForm fragment={fragment} />} />
      <Route
        path="confirm"
        element={
          xsrf && userCode && client ? (
            <DeviceConfirm xsrf={xsrf} userCode={userCode} client={client} />
          ) : (
            // Without the provider's details there is nothing to confirm: start with the code.
            <Navigate to=".." replace />
          )
        }
      />
      <Route path="success" element={<DeviceSuccess client={client} />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
};
