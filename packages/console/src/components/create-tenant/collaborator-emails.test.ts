import { describe, expect, it } from 'vitest';

import { addTagEntries, isCommitKey } from './collaborator-emails';

const counter = () => {
  let next = 0;
  return () => {
    next += 1;
    return `t${next}`;
  };
};

describe('collaborator email tags', () => {
  it('adds every typed word once, marking the ones that are no email', () => {
    const nextId = counter();
    const first = addTagEntries([], '  ann@example.com   bob@example ', nextId);
    expect(first).toEqual([
      { id: 't1', value: 'ann@example.com' },
      { id: 't2', value: 'bob@example', status: 'error' },
    ]);
    // Already there (whatever the case), or typed twice: added once.
    expect(addTagEntries(first, 'ANN@example.com cy@example.org cy@example.org', nextId)).toEqual([
      ...first,
      { id: 't3', value: 'cy@example.org' },
    ]);
  });

  it('adds nothing for blank text', () => {
    expect(addTagEntries([], '   ', counter())).toEqual([]);
  });

  it('commits on space and Enter only', () => {
    expect(isCommitKey(' ')).toBe(true);
    expect(isCommitKey('Enter')).toBe(true);
    expect(isCommitKey(',')).toBe(false);
    expect(isCommitKey('Tab')).toBe(false);
  });
});
