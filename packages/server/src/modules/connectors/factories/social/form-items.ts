import type { ConnectorFormItem } from '@tessera/schemas';
import { z } from 'zod';

/** The config fields every social factory asks for. */
export const clientFormItems: ConnectorFormItem[] = [
  { key: 'clientId', label: 'Client ID', type: 'Text', required: true },
  { key: 'clientSecret', label: 'Client secret', type: 'Text', required: true, isConfidential: true },
  { key: 'scope', label: 'Scope', type: 'Text', description: 'Space-separated; the factory default when empty.' },
];

export const tokenAuthFormItem: ConnectorFormItem = {
  key: 'tokenEndpointAuthMethod',
  label: 'Token endpoint authentication',
  type: 'Select',
  defaultValue: 'client_secret_basic',
  selectItems: [
    { value: 'client_secret_basic', title: 'HTTP Basic (client_secret_basic)' },
    { value: 'client_secret_post', title: 'In the body (client_secret_post)' },
  ],
};

export const httpUrlGuard = z.url({ protocol: /^https?$/ });

export const clientConfigShape = {
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(4096),
  scope: z.string().max(1024).optional(),
};

export const tokenAuthGuard = z.enum(['client_secret_basic', 'client_secret_post']);

/** Extra query parameters of the authorization request, e.g. `{ "prompt": "select_account" }`. */
export const authorizationParamsGuard = z.record(z.string(), z.string()).optional();
