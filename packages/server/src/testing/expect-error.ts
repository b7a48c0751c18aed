import { expect } from 'vitest';
import type { ApiResponse } from './api-client.js';

export type ErrorBody = { code: string; message: string; data?: Record<string, unknown>; details?: string };

/** Asserts an API error: its status, its stable code and, when given, the field `details` names. */
export function expectError(response: ApiResponse, status: number, code: string, field?: string) {
  const body = response.body as ErrorBody;
  expect({ status: response.status, code: body?.code }).toEqual({ status, code });
  expect(body.message).toBeTruthy();
  if (field !== undefined) {
    expect(body.details ?? '').toContain(`${field}:`);
  }
  return body;
}
