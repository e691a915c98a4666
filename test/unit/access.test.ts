import { describe, expect, it } from 'vitest';
import type { ContentGrant, Member } from '../../src/generated/prisma/client.ts';
import { OrgAccess, resolveRole } from '../../src/request/access.ts';

type Who = Pick<Member, 'userId' | 'role' | 'disabled'>;

const member = (role: Member['role'], disabled = false) => ({ role, disabled });

describe('resolveRole', () => {
  it('gives org admins admin everywhere, and nothing to non-members or disabled members', () => {
    expect(resolveRole({ member: member('admin'), level: null, ancestorLevels: [], explicit: [] })).toBe('admin');
    expect(resolveRole({ member: null, level: 'inherit', ancestorLevels: [], explicit: ['edit'] })).toBeNull();
    expect(
      resolveRole({ member: member('edit', true), level: 'inherit', ancestorLevels: [], explicit: [] }),
    ).toBeNull();
  });

  it('inherits through collections up to the organization role', () => {
    expect(resolveRole({ member: member('comment'), level: 'inherit', ancestorLevels: [], explicit: [] })).toBe(
      'comment',
    );
    expect(
      resolveRole({ member: member('comment'), level: 'inherit', ancestorLevels: ['inherit', 'edit'], explicit: [] }),
    ).toBe('edit');
    expect(
      resolveRole({ member: member('edit'), level: 'inherit', ancestorLevels: ['read', 'admin'], explicit: [] }),
    ).toBe('read');
    expect(resolveRole({ member: member('edit'), level: null, ancestorLevels: ['admin'], explicit: [] })).toBeNull();
  });

  it('lets explicit grants raise the role, and gives guests only grants', () => {
    expect(
      resolveRole({ member: member('read'), level: 'inherit', ancestorLevels: [], explicit: ['review', 'comment'] }),
    ).toBe('review');
    expect(resolveRole({ member: member(null), level: 'admin', ancestorLevels: [], explicit: [] })).toBeNull();
    expect(resolveRole({ member: member(null), level: 'admin', ancestorLevels: [], explicit: ['read'] })).toBe('read');
  });
});

describe('OrgAccess', () => {
  const grant = (o: Partial<ContentGrant>): ContentGrant => ({
    id: 'g',
    organizationId: 'o',
    spaceId: null,
    collectionId: null,
    siteId: null,
    userId: null,
    teamId: null,
    role: 'read',
    createdAt: new Date(),
    ...o,
  });
  const access = new OrgAccess(
    [
      { id: 's1', parentId: null, defaultLevel: 'inherit' },
      { id: 's2', parentId: 'c2', defaultLevel: 'inherit' },
      { id: 's3', parentId: 'c1', defaultLevel: null },
    ],
    [
      { id: 'c1', parentId: null, defaultLevel: null },
      { id: 'c2', parentId: 'c1', defaultLevel: 'inherit' },
    ],
    [
      grant({ collectionId: 'c1', teamId: 't1', role: 'edit' }),
      grant({ spaceId: 's1', userId: 'guest', role: 'comment' }),
    ],
    [{ teamId: 't1', userId: 'writer' }],
  );

  it('computes roles from the snapshot the same way', () => {
    const reader: Who = { userId: 'reader', role: 'read', disabled: false };
    const writer: Who = { userId: 'writer', role: 'read', disabled: false };
    const guest: Who = { userId: 'guest', role: null, disabled: false };
    expect(access.visibleSpaces(reader).map((s) => s.id)).toEqual(['s1']);
    // Team grant on c1 reaches s2 (through c2) and s3.
    expect(access.roleOf(writer, access.spaces[1])).toBe('edit');
    expect(access.roleOf(writer, access.spaces[2])).toBe('edit');
    expect(access.visibleSpaces(guest).map((s) => s.id)).toEqual(['s1']);
    expect(access.roleOf(guest, access.spaces[0])).toBe('comment');
  });
});
