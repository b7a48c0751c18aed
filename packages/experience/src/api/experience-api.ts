import type { z } from 'zod';

import { requestJson } from './request';
import {
  experienceConfigGuard,
  interactionGuard,
  redirectGuard,
  type ExperienceConfig,
  type Interaction,
  type RedirectResult,
} from './response-guards';

export type SignInBody = { identifier: string; password: string };
export type RegisterBody = { username?: string; email?: string; password: string };
export type FirstAdminBody = { username: string; password: string; email?: string };

type ApiOptions = {
  /** e.g. `/api/experience` or `/t/admin/api/experience`. */
  base: string;
  /** Read on every call, so a language switch applies to the next message without a new client. */
  getLanguage: () => string;
};

/** The experience API of the current tenant, one function per endpoint. */
export const createExperienceApi = ({ base, getLanguage }: ApiOptions) => {
  const get = <T>(path: string, guard: z.ZodType<T>, signal?: AbortSignal) =>
    requestJson(`${base}${path}`, guard, { language: getLanguage(), signal });
  const post = (path: string, body?: unknown): Promise<RedirectResult> =>
    requestJson(`${base}${path}`, redirectGuard, { method: 'POST', body, language: getLanguage() });

  return {
    getConfig: (signal?: AbortSignal): Promise<ExperienceConfig> =>
      get('/config', experienceConfigGuard, signal),
    getInteraction: (signal?: AbortSignal): Promise<Interaction> =>
      get('/interaction', interactionGuard, signal),
    signIn: (body: SignInBody) => post('/sign-in', body),
    register: (body: RegisterBody) => post('/register', body),
    consent: () => post('/consent'),
    abort: () => post('/abort'),
    createFirstAdmin: (body: FirstAdminBody) => post('/first-admin', body),
  };
};

export type ExperienceApi = ReturnType<typeof createExperienceApi>;
