import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { configFixture, interactionFixture } from '../test/fixtures';
import { flowRoutes, mockApi } from '../test/mock-api';
import { renderExperience } from '../test/render-experience';

afterEach(() => window.sessionStorage.clear());

describe('language switcher', () => {
  it('lists the languages by their own names and switches the page, direction included', async () => {
    const api = mockApi({
      'GET /api/experience/config': { body: configFixture() },
      'GET /api/experience/interaction': { body: interactionFixture() },
      ...flowRoutes(),
    });
    await renderExperience('/sign-in');
    await screen.findByTestId('page-sign-in');

    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    const options = [...select.options].map((option) => option.textContent);
    expect(options).toHaveLength(16);
    expect(options).toContain('Deutsch');
    expect(options).toContain('العربية');

    fireEvent.change(select, { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByTestId('submit').textContent).not.toBe('Sign in');
    // The choice outlives the page loads of the OIDC round trip.
    expect(window.sessionStorage.getItem('experience:language')).toBe('ar');

    const type = (name: string, value: string) => {
      const input = document.querySelector(`input[name="${name}"]`);
      if (input) fireEvent.change(input, { target: { value } });
    };
    type('identifier', 'ada');
    type('password', 'secret');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(api.writes().length).toBeGreaterThan(0));
    expect(api.writes()[0]?.headers.get('Accept-Language')).toBe('ar');
  });
});
