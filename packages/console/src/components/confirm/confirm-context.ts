import { createContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  type?: 'confirm' | 'alert';
  confirmButtonText?: string;
  cancelButtonText?: string;
  isDanger?: boolean;
}

/** Resolves `[true]` when confirmed, `[false]` when cancelled (button, Escape or browser back). */
export type ShowConfirm = (options: ConfirmOptions) => Promise<[confirmed: boolean]>;

export const ConfirmContext = createContext<ShowConfirm | undefined>(undefined);
