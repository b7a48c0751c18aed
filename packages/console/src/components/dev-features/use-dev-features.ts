import { storageKeys } from '@tessera/schemas';

import { useConsoleConfig } from '../../api/well-known/queries';

/** Developers can switch dev features on for one browser without a server restart. */
export const isDevFeaturesFlagSet = (storage: Pick<Storage, 'getItem'> = window.localStorage) => {
  try {
    return storage.getItem(storageKeys.devFeatures) === 'true';
  } catch {
    return false;
  }
};

export const useDevFeaturesEnabled = () => {
  const { devFeaturesEnabled } = useConsoleConfig();
  return devFeaturesEnabled || isDevFeaturesFlagSet();
};
