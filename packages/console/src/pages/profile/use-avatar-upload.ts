import { useQuery } from '@tanstack/react-query';
import { generalUploadRules, type UploadRules } from '@tessera/schemas';

import { useApi } from '../../api/use-api';

interface ServiceStatus {
  status: string;
  allowUploadMimeTypes?: string[];
  maxUploadFileSize?: number;
}

/**
 * Whether avatars can be uploaded (`GET me/user-assets/service-status` answers `ready`), and the
 * server's rules for them. When it is not ready, or cannot say, the avatar is a URL instead.
 */
export const useAvatarUploadRules = () => {
  const api = useApi({ hideErrorToast: true });
  const { data, isLoading } = useQuery({
    queryKey: ['me', 'user-assets', 'service-status'],
    queryFn: () => api.get<ServiceStatus>('api/me/user-assets/service-status'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const rules: UploadRules | undefined =
    data?.status === 'ready'
      ? {
          maxFiles: 1,
          mimeTypes: data.allowUploadMimeTypes ?? generalUploadRules.mimeTypes,
          maxBytes: data.maxUploadFileSize ?? generalUploadRules.maxBytes,
        }
      : undefined;
  return { isLoading, rules };
};

/** `POST me/user-assets` (multipart `file`): the stored file's public URL. */
export const useUploadAvatarFile = () => {
  const api = useApi({ hideErrorToast: true });
  return async (file: File, signal?: AbortSignal) => {
    const formData = new FormData();
    formData.append('file', file);
    const { url } = await api.post<{ url: string }>('api/me/user-assets', { formData, signal });
    return url;
  };
};
