import { logoUploadRules, userAssetApi, type UploadRules } from '@tessera/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';

import { useApi, type UseApiOptions } from '../use-api';
import { signInExperienceKeys } from './keys';

/**
 * The rules for logo and favicon uploads when the tenant's upload service works: the logo types
 * the server also allows, at most the smaller of the logo cap and the server's own. Undefined
 * while unknown or when uploads do not work, so the fields take a URL only.
 */
export const useLogoUploadRules = () => {
  const api = useApi({ hideErrorToast: true });
  const { data } = useQuery({
    queryKey: [...signInExperienceKeys.all, 'asset-service-status'],
    queryFn: ({ signal }) => api.call(userAssetApi.getServiceStatus, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const rules: UploadRules | undefined = data && {
    maxFiles: logoUploadRules.maxFiles,
    mimeTypes: logoUploadRules.mimeTypes.filter((type) => data.allowUploadMimeTypes.includes(type)),
    maxBytes: Math.min(logoUploadRules.maxBytes, data.maxUploadFileSize),
  };
  return rules;
};

interface AssetUpload {
  file: File;
  signal: AbortSignal;
}

/** Stores a file of the tenant and answers its public URL. */
export const useUploadAsset = (options?: UseApiOptions) => {
  const api = useApi(options);
  return useMutation({
    mutationFn: async ({ file, signal }: AssetUpload) => {
      const formData = new FormData();
      formData.append('file', file);
      const { url } = await api.callForm(userAssetApi.upload, { formData, signal });
      return url;
    },
  });
};
