import { cursorToOffset, offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { BadRequestError } from '../errors.ts';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** Whether `cursor` is a page cursor this API issued (an opaque offset). */
export function isPageCursor(cursor: string): boolean {
  try {
    const offset = cursorToOffset(cursor);
    return Number.isInteger(offset) && offset >= 0;
  } catch {
    return false;
  }
}

function checkPageArgs(args: PageArgs) {
  for (const key of ['first', 'last'] as const) {
    const n = args[key];
    if (n != null && (n < 0 || n > MAX_PAGE_SIZE)) {
      throw new BadRequestError(
        `'${key === 'first' ? 'limit' : key}' must be between 0 and ${MAX_PAGE_SIZE}`,
        key === 'first' ? 'limit' : key,
      );
    }
  }
  for (const key of ['after', 'before'] as const) {
    const c = args[key];
    if (c == null) continue;
    if (!isPageCursor(c)) throw new BadRequestError(`Invalid page cursor '${c}'`, key === 'after' ? 'page' : key);
  }
}

/**
 * A Relay connection over an offset query, with a lazily computed `totalCount`
 * (one COUNT, only when selected). The page cursor is opaque to clients.
 */
export async function paginate<T>(
  args: PageArgs,
  fetch: (page: { skip: number; take: number }) => Promise<T[]>,
  count: () => number | Promise<number>,
) {
  checkPageArgs(args);
  let total: number | Promise<number> | undefined;
  // `last` without `before` (how Relay asks for the end of a list): the last items, counted back
  // from the end, so the count is needed first.
  if (args.last != null && args.before == null && args.first == null) {
    total = count();
    args = { ...args, before: offsetToCursor(await total) };
  }
  const { offset, limit, expectedSize, hasPreviousPage, hasNextPage } = offsetForArgs({
    args,
    defaultSize: DEFAULT_PAGE_SIZE,
    maxSize: MAX_PAGE_SIZE,
  });
  const items = await fetch({ skip: offset, take: limit });
  const page = items.slice(0, expectedSize);
  return {
    edges: page.map((node, index) => new OffsetEdge(node, offset + index)),
    pageInfo: {
      get startCursor() {
        return offsetToCursor(offset);
      },
      get endCursor() {
        return offsetToCursor(offset + page.length - 1);
      },
      hasPreviousPage,
      hasNextPage: hasNextPage(items.length),
    },
    totalCount: () => (total ??= count()),
  };
}

/**
 * An edge of an offset page. Its cursor is encoded when read: most lists are read for their nodes
 * only (a page of 100 would encode 100 cursors for nothing). A getter of the class: an edge
 * rebuilt by spreading loses it, so derived edges name `cursor` themselves.
 */
class OffsetEdge<T> {
  constructor(
    readonly node: T,
    private readonly offset: number,
  ) {}
  get cursor() {
    return offsetToCursor(this.offset);
  }
}

/**
 * A connection over an in-memory list (already filtered and ordered). Its count is known: no
 * promise, so a list of connections (a collection's spaces, for each collection) completes
 * without waiting on one per connection.
 */
export async function paginateArray<T>(args: PageArgs, items: T[]) {
  return paginate(
    args,
    async ({ skip, take }) => items.slice(skip, skip + take),
    () => items.length,
  );
}
