import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../test/fake-auth-client';
import { mockManagementApi, type MockAnswer } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';

afterEach(() => {
  vi.restoreAllMocks();
});

const uploadAnswering = async (answer: MockAnswer | (() => never)) => {
  mockManagementApi({
    'GET /api/me': { body: testUser },
    'GET /api/me/user-assets/service-status': {
      body: { status: 'ready', allowUploadMimeTypes: ['image/png'], maxUploadFileSize: 1024 * 1024 },
    },
    'POST /api/me/user-assets': answer,
  });
  renderConsole('/profile');
  await userEvent.click(await screen.findByTestId('edit-avatar'));
  // Named and typed as an image, but the server reads its content and refuses it.
  const file = new File(['%PDF-1.7'], 'ada.png', { type: 'image/png' });
  await userEvent.upload(await screen.findByTestId('avatar-file-input'), file);
  return (await screen.findByTestId('avatar-upload-error')).textContent;
};

describe('avatar upload errors', { timeout: 20_000 }, () => {
  it('shows the server’s reason for a refused file type instead of "try again"', async () => {
    const message = await uploadAnswering({
      status: 400,
      body: { message: 'This file type is not supported. Allowed types: png.', code: 'guard.mime_type_not_allowed' },
    });
    expect(message).toContain('This file type is not supported. Allowed types: png.');
  });

  it('shows the server’s 415 message as it is', async () => {
    const message = await uploadAnswering({
      status: 415,
      body: { message: 'This endpoint takes multipart/form-data.', code: 'request.unsupported_media_type' },
    });
    expect(message).toContain('This endpoint takes multipart/form-data.');
  });

  it('asks to try again when no answer explains the failure', async () => {
    const message = await uploadAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(message).toMatch(/try again/i);
  });
});
