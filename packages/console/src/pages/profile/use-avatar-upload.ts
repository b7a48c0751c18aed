import type { UploadRules } from '@tessera/schemas';

import { useAvatarServiceStatus } from '../../api/me/queries';

/**
 * The server's rules for avatar uploads, when it takes them. When it does not, or cannot say,
 * `rules` is undefined and the avatar is a URL instead.
 */
export const useAvatarUploadRules = () => {
  const { data, isLoading } = useAvatarServiceStatus();
  const rules: UploadRules | undefined = data && {
    maxFiles: 1,
    mimeTypes: data.allowUploadMimeTypes,
    maxBytes: data.maxUploadFileSize,
  };
  return { isLoading, rules };
};
