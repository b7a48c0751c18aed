import { useContext } from 'react';

import { ConfirmContext } from './confirm-context';

/** `const [confirmed] = await show({ content, type: 'confirm' })`. */
export const useConfirm = () => {
  const show = useContext(ConfirmContext);
  if (!show) {
    throw new Error('useConfirm must be used inside a ConfirmProvider');
  }
  return { show };
};
