/**
 * Unified-diff hunks between two markdown texts (jsdiff's `structuredPatch`, 3 lines of context).
 *
 * - Each line keeps its prefix: ' ' context, '-' removed, '+' added (no "\ No newline at end of
 *   file" markers: a missing final newline is not a change, both texts are compared as if they
 *   ended with one).
 * - Starts follow the `@@ -oldStart,oldLines +newStart,newLines @@` header of unified diffs: 1-based,
 *   and when a side has no lines, the line before the empty range (0 for an empty text), so an
 *   added page is `@@ -0,0 +1,n @@` and a removed one `@@ -1,n +0,0 @@`.
 * - Texts too different to diff cheaply (more than MAX_EDIT_LENGTH changed lines) give one hunk
 *   that removes every old line and adds every new one: still a correct diff, never a slow one.
 */
import { structuredPatch } from 'diff';

export interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

export const CONTEXT_LINES = 3;
export const MAX_EDIT_LENGTH = 1000;

/** The text with a final newline ('' stays ''). */
const terminated = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** The lines of a terminated text (none for ''). */
const linesOf = (text: string) => (text === '' ? [] : text.slice(0, -1).split('\n'));

/** Every old line removed, every new line added, in one hunk. */
function replaceAll(before: string, after: string): Hunk[] {
  const removed = linesOf(before).map((l) => `-${l}`);
  const added = linesOf(after).map((l) => `+${l}`);
  return [
    {
      oldStart: removed.length ? 1 : 0,
      oldLines: removed.length,
      newStart: added.length ? 1 : 0,
      newLines: added.length,
      lines: [...removed, ...added],
    },
  ];
}

export function markdownHunks(before: string, after: string): Hunk[] {
  const a = terminated(before);
  const b = terminated(after);
  if (a === b) return [];
  const patch = structuredPatch('before', 'after', a, b, undefined, undefined, {
    context: CONTEXT_LINES,
    maxEditLength: MAX_EDIT_LENGTH,
  });
  if (!patch) return replaceAll(a, b);
  return patch.hunks.map((h) => ({
    oldStart: h.oldLines === 0 ? h.oldStart - 1 : h.oldStart,
    oldLines: h.oldLines,
    newStart: h.newLines === 0 ? h.newStart - 1 : h.newStart,
    newLines: h.newLines,
    lines: h.lines.filter((l) => !l.startsWith('\\')),
  }));
}
