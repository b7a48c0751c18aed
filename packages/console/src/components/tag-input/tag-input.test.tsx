import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { TagInput, type TagInputProps } from './tag-input';

const isValid = (value: string) => /^[a-z]+\.test$/.test(value);

/** The tag input with its values held as a form would hold them. */
const Harness = ({ initial = [], ...props }: { initial?: string[] } & Partial<TagInputProps>) => {
  const [values, setValues] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="tags">Domains</label>
      <TagInput
        id="tags"
        values={values}
        onChange={setValues}
        isValid={isValid}
        removeLabel={(value) => `Remove ${value}`}
        listLabel="Chosen domains"
        tagTestId="tag"
        data-testid="tags"
        {...props}
      />
      <button type="button">Elsewhere</button>
    </>
  );
};

const tags = () =>
  screen.queryAllByTestId('tag').map((tag) => [tag.textContent, tag.dataset.status ?? 'ok']);
const input = () => screen.getByRole('textbox', { name: 'Domains' });

describe('tag input', () => {
  it('adds an entry on space, on Enter and on leaving the input', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await user.type(input(), 'one.test two.test{Enter}three.test');
    expect(tags()).toEqual([
      ['one.test', 'ok'],
      ['two.test', 'ok'],
    ]);
    expect(input()).toHaveProperty('value', 'three.test');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(tags().map(([value]) => value)).toEqual(['one.test', 'two.test', 'three.test']);
    expect(input()).toHaveProperty('value', '');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('does not submit the form on the Enter that adds a tag', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    await user.type(input(), 'one.test{Enter}');
    expect(tags()).toEqual([['one.test', 'ok']]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps an entry that breaks the rule, with the error status', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Not_A_Domain ok.test ');
    expect(tags()).toEqual([
      ['Not_A_Domain', 'error'],
      ['ok.test', 'ok'],
    ]);
    expect(screen.getAllByTestId('tag')[0]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('normalizes entries, ends them on the given keys and reports repeated ones instead of adding them', async () => {
    const user = userEvent.setup();
    const onDuplicate = vi.fn();
    render(
      <Harness
        initial={['one.test']}
        normalize={(entry) => entry.trim().replace(/^@/, '').toLowerCase()}
        entryEndKeys={['Enter', ',']}
        onDuplicate={onDuplicate}
      />,
    );
    await user.type(input(), '@TWO.test,ONE.test{Enter}');
    expect(tags().map(([value]) => value)).toEqual(['one.test', 'two.test']);
    expect(onDuplicate).toHaveBeenCalledWith('one.test');
    // Space is no entry end here: it is typed.
    await user.type(input(), 'a b');
    expect(input()).toHaveProperty('value', 'a b');
  });

  it('selects the last tag on a Backspace in the empty input and removes it on the second', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['one.test', 'two.test']} />);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(tags()).toHaveLength(2);
    const last = screen.getAllByTestId('tag')[1];
    expect(last?.className).toMatch(/tagSelected/);
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual([['one.test', 'ok']]);
    // Nothing is selected any more: the next Backspace only selects.
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual([['one.test', 'ok']]);
  });

  it('drops the selection when the user types on, so Backspace then deletes text only', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['one.test']} />);
    await user.click(input());
    await user.keyboard('{Backspace}x{Backspace}{Backspace}');
    expect(tags()).toEqual([['one.test', 'ok']]);
    expect(screen.getByTestId('tag').className).toMatch(/tagSelected/);
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(tags()).toEqual([['one.test', 'ok']]);
    expect(screen.getByTestId('tag').className).toMatch(/tagSelected/);
  });

  it('removes a tag with its button, reachable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['one.test', 'two.test']} />);
    expect(screen.getByRole('list', { name: 'Chosen domains' })).toBeDefined();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove one.test' }));
    await user.keyboard('{Enter}');
    expect(tags()).toEqual([['two.test', 'ok']]);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(input());
  });

  it('shows the placeholder only while there is no tag, and the field error on the box', () => {
    const { rerender } = render(<Harness placeholder="example.com" />);
    expect(input().getAttribute('placeholder')).toBe('example.com');
    rerender(<Harness initial={['one.test']} placeholder="example.com" aria-invalid />);
    expect(screen.getByTestId('tags').className).toMatch(/invalid/);
  });

  it('lays out with logical properties only, so right-to-left languages mirror it', () => {
    const css = readFileSync(join(import.meta.dirname, 'tag-input.module.css'), 'utf8');
    expect(css).toMatch(/padding-inline/);
    // Physical sides and sizes (`margin-left`, `width`, `float: right`…) would not mirror.
    expect(css).not.toMatch(
      /(^|[\s;{])((min-|max-)?(width|height)|left|right|top|bottom|float)\s*:/m,
    );
    expect(css).not.toMatch(/-(left|right|top|bottom)\s*:|:\s*(left|right)\s*;/);
  });
});
