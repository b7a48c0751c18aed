import { describe, expect, it } from 'vitest';

import { i18n } from '../i18n/i18n';
import { getErrorMessage } from './error-message';
import { RequestError } from './request-error';

const t = i18n.t.bind(i18n);

describe('getErrorMessage', () => {
  it('joins the server message with its details', () => {
    const error = new RequestError(400, { message: 'Invalid input.', details: 'name: required' });
    expect(getErrorMessage(error, t)).toBe('Invalid input.\nname: required');
  });

  it('explains the status when the body is unreadable', () => {
    expect(getErrorMessage(new RequestError(404), t)).toBe('The requested item was not found.');
    expect(getErrorMessage(new RequestError(418), t)).toBe('An unknown error occurred on the server.');
    expect(getErrorMessage(new RequestError(415), t)).toBe('The server does not accept this type of content.');
  });

  it('shows the server’s own message for a 415 rather than a status text', () => {
    const error = new RequestError(415, {
      message: 'This endpoint takes multipart/form-data.',
      code: 'request.unsupported_media_type',
    });
    expect(getErrorMessage(error, t)).toBe('This endpoint takes multipart/form-data.');
  });

  it('names timeouts and network failures', () => {
    expect(getErrorMessage(new RequestError(0, undefined, 'timeout'), t)).toContain('did not answer in time');
    expect(getErrorMessage(new RequestError(0, undefined, 'network'), t)).toContain('Cannot reach the server');
  });
});
