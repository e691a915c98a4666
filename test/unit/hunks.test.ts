import { describe, expect, it } from 'vitest';
import { MAX_EDIT_LENGTH, markdownHunks } from '../../src/engine/hunks.ts';

const lines = (n: number, label = 'Line') => Array.from({ length: n }, (_, i) => `${label} ${i + 1}`);
const text = (ls: string[]) => ls.map((l) => `${l}\n`).join('');

describe('markdownHunks', () => {
  it('same texts: no hunk', () => {
    expect(markdownHunks('', '')).toEqual([]);
    expect(markdownHunks('# Title\n\nBody\n', '# Title\n\nBody\n')).toEqual([]);
  });

  it('one changed line in the middle: 3 lines of context on each side', () => {
    const before = lines(20);
    const after = [...before];
    after[9] = 'Line ten, edited';
    expect(markdownHunks(text(before), text(after))).toEqual([
      {
        oldStart: 7,
        oldLines: 7,
        newStart: 7,
        newLines: 7,
        lines: [' Line 7', ' Line 8', ' Line 9', '-Line 10', '+Line ten, edited', ' Line 11', ' Line 12', ' Line 13'],
      },
    ]);
  });

  it('distant changes make separate hunks; insertions and deletions shift the new side', () => {
    const before = lines(30);
    const after = [...before.slice(0, 2), 'Inserted', ...before.slice(2, 25), ...before.slice(26)];
    const hunks = markdownHunks(text(before), text(after));
    expect(hunks).toEqual([
      {
        oldStart: 1,
        oldLines: 5,
        newStart: 1,
        newLines: 6,
        lines: [' Line 1', ' Line 2', '+Inserted', ' Line 3', ' Line 4', ' Line 5'],
      },
      {
        oldStart: 23,
        oldLines: 7,
        newStart: 24,
        newLines: 6,
        lines: [' Line 23', ' Line 24', ' Line 25', '-Line 26', ' Line 27', ' Line 28', ' Line 29'],
      },
    ]);
  });

  it('an added page (empty before): everything added, from line 0 of the old side', () => {
    expect(markdownHunks('', '# New\n\nText\n')).toEqual([
      { oldStart: 0, oldLines: 0, newStart: 1, newLines: 3, lines: ['+# New', '+', '+Text'] },
    ]);
  });

  it('a removed page (empty after): everything removed', () => {
    expect(markdownHunks('# Old\n\nText\n', '')).toEqual([
      { oldStart: 1, oldLines: 3, newStart: 0, newLines: 0, lines: ['-# Old', '-', '-Text'] },
    ]);
  });

  it('a missing final newline is not a change and leaves no marker line', () => {
    expect(markdownHunks('a\nb', 'a\nb\n')).toEqual([]);
    expect(markdownHunks('a\nb', 'a\nc')).toEqual([
      { oldStart: 1, oldLines: 2, newStart: 1, newLines: 2, lines: [' a', '-b', '+c'] },
    ]);
    expect(markdownHunks('', 'x')).toEqual([{ oldStart: 0, oldLines: 0, newStart: 1, newLines: 1, lines: ['+x'] }]);
    for (const h of [...markdownHunks('x\ny', 'x\nz\n'), ...markdownHunks('p', '')]) {
      for (const l of h.lines) expect([' ', '+', '-']).toContain(l[0]);
    }
  });

  it('empty lines keep their prefix', () => {
    expect(markdownHunks('a\n\nb\n', 'a\n\n\nb\n')).toEqual([
      { oldStart: 1, oldLines: 3, newStart: 1, newLines: 4, lines: [' a', ' ', '+', ' b'] },
    ]);
  });

  it('texts too different to diff cheaply: one hunk replacing everything', () => {
    const before = lines(MAX_EDIT_LENGTH + 10, 'Old');
    const after = lines(MAX_EDIT_LENGTH + 10, 'New');
    const hunks = markdownHunks(text(before), text(after));
    expect(hunks).toHaveLength(1);
    expect(hunks[0]).toMatchObject({ oldStart: 1, oldLines: before.length, newStart: 1, newLines: after.length });
    expect(hunks[0].lines).toEqual([...before.map((l) => `-${l}`), ...after.map((l) => `+${l}`)]);
  });
});
