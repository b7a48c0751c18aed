import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Button } from './button';

describe('Button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loading spinner only once loading has lasted 500 ms', () => {
    render(<Button isLoading>save</Button>);
    const button = screen.getByRole('button', { name: 'save' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByTestId('button-spinner')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('button-spinner')).toBeTruthy();
  });

  it('drops the spinner as soon as loading ends, and a quick load never shows it', () => {
    const { rerender } = render(<Button isLoading>save</Button>);
    act(() => vi.advanceTimersByTime(600));
    rerender(<Button isLoading={false}>save</Button>);
    expect(screen.queryByTestId('button-spinner')).toBeNull();
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(false);

    rerender(<Button isLoading>save</Button>);
    act(() => vi.advanceTimersByTime(300));
    rerender(<Button isLoading={false}>save</Button>);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('button-spinner')).toBeNull();
  });
});
