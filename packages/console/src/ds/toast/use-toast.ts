import { useContext } from 'react';

import { ToastContext } from './toast-context';

export const useToast = () => {
  const toast = useContext(ToastContext);
  if (!toast) {
    throw new Error('useToast must be used inside a ToastProvider');
  }
  return toast;
};
