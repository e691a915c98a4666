/** Roles, strongest first (spec: admin > create > review > edit > comment > read). */
export const ROLES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const;
export type Role = (typeof ROLES)[number];
/** A content default level: a role, `inherit`, or null (no access by default). */
export type ContentLevel = Role | 'inherit' | null;

const RANK: Record<Role, number> = { read: 1, comment: 2, edit: 3, review: 4, create: 5, admin: 6 };

export const rank = (role: Role | null | undefined): number => (role ? RANK[role] : 0);

export const atLeast = (role: Role | null | undefined, needed: Role): boolean => rank(role) >= RANK[needed];

export function strongest(...roles: (Role | null | undefined)[]): Role | null {
  let best: Role | null = null;
  for (const role of roles) if (rank(role) > rank(best)) best = role!;
  return best;
}

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
