import { createContext } from 'react';

export interface ToastOptions {
  /** How long the toast stays, when its kind's default does not fit (spec 001 §9 names a few). */
  durationMs?: number;
}

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | undefined>(undefined);
