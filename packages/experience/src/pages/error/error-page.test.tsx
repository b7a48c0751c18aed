import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const config = { 'GET /api/experience/config': { body: configFixture() } };

describe('error page', () => {
  it('says that an unknown path does not exist', async () => {
    mockApi(config);
    await renderExperience('/no-such-page?code=session.not_found');
    const page = await screen.findByTestId('page-error');
    expect(page.textContent).toContain('This page does not exist.');
    expect(page.textContent).not.toContain('session.not_found');
  });

  it('explains the code the server sent along', async () => {
    mockApi(config);
    await renderExperience('/error?code=session.not_found');
    const page = await screen.findByTestId('page-error');
    expect(page.textContent).toContain('Your sign-in session has expired. Please start again.');
    expect(page.textContent).toContain('session.not_found');
  });

  it('falls back to a generic message for other codes', async () => {
    mockApi(config);
    await renderExperience('/error?code=oidc.invalid_grant');
    expect((await screen.findByTestId('page-error')).textContent).toContain(
      'Something went wrong. Please try again.',
    );
  });
});
