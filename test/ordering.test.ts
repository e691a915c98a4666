import { generateNKeysBetween } from 'fractional-indexing';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../src/errors.ts';
import { keyAt, place, positionAtEnd, type Sibling, sortByPosition } from '../src/modules/collections/ordering.ts';

const siblings = (...names: string[]): Sibling[] => {
  const keys = generateNKeysBetween(null, null, names.length);
  return names.map((name, i) => ({ type: name.startsWith('c') ? 'collection' : 'space', id: name, position: keys[i] }));
};

/** Inserts `id` where `place` says and returns the resulting order. */
const orderAfter = (list: Sibling[], id: string, position?: Parameters<typeof place>[1]) => {
  const p = place(list, position);
  const renumbered = new Map(p.renumbered.map((s) => [s.id, s.position]));
  const next = list.map((s) => ({ ...s, position: renumbered.get(s.id) ?? s.position }));
  return sortByPosition([...next, { type: 'space' as const, id, position: p.position }]).map((s) => s.id);
};

describe('ordering', () => {
  it('places at the end by default, before or after a neighbour, or between adjacent neighbours', () => {
    const list = siblings('a', 'c1', 'b');
    expect(orderAfter(list, 'x')).toEqual(['a', 'c1', 'b', 'x']);
    expect(orderAfter(list, 'x', { before: { type: 'space', id: 'a' } })).toEqual(['x', 'a', 'c1', 'b']);
    expect(orderAfter(list, 'x', { after: { type: 'collection', id: 'c1' } })).toEqual(['a', 'c1', 'x', 'b']);
    expect(orderAfter(list, 'x', { after: { type: 'space', id: 'b' } })).toEqual(['a', 'c1', 'b', 'x']);
    expect(
      orderAfter(list, 'x', { after: { type: 'space', id: 'a' }, before: { type: 'collection', id: 'c1' } }),
    ).toEqual(['a', 'x', 'c1', 'b']);
    expect(orderAfter([], 'x')).toEqual(['x']);
  });

  it('refuses neighbours that are not siblings, of the wrong kind, or not adjacent', () => {
    const list = siblings('a', 'c1', 'b');
    expect(() => place(list, { before: { type: 'space', id: 'zzz' } })).toThrow(BadRequestError);
    expect(() => place(list, { before: { type: 'collection', id: 'a' } })).toThrow(/position.before/);
    expect(() => place(list, { after: { type: 'space', id: 'b' }, before: { type: 'space', id: 'a' } })).toThrow(
      /adjacent/,
    );
  });

  it('renumbers siblings whose keys collide instead of failing', () => {
    const list: Sibling[] = [
      { type: 'space', id: 'a', position: 'a0' },
      { type: 'space', id: 'b', position: 'a0' },
      { type: 'space', id: 'c', position: 'a1' },
    ];
    const p = place(list, { after: { type: 'space', id: 'a' } });
    expect(p.renumbered.length).toBeGreaterThan(0);
    expect(orderAfter(list, 'x', { after: { type: 'space', id: 'a' } })).toEqual(['a', 'x', 'b', 'c']);
    expect(keyAt([], 0).position).toBe('a0');
    expect(positionAtEnd(list).position > 'a1').toBe(true);
  });

  it('sorts by byte order (uppercase before lowercase), whatever a database collation would say', () => {
    const keys = generateNKeysBetween(null, null, 40);
    const shuffled = keys.map((k, i) => ({ id: String(i), position: k })).reverse();
    expect(sortByPosition(shuffled).map((s) => s.position)).toEqual(keys);
    expect(keys.some((k) => /[A-Z]/.test(k)) && keys.some((k) => /[a-z]$/.test(k))).toBe(true);
  });
});
