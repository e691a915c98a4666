/**
 * The zip importer: the archive's entries, read as GitBook's repository layout (./gitbook.ts: a
 * folder of markdown or a Git Sync export, with `SUMMARY.md`, `.gitbook.yaml`, `.gitbook/assets/`
 * and `.gitbook/includes/`).
 */

import { unzipSync } from 'fflate';
import { type FetchedSource, IMPORT_LIMITS, ImportError, type ImportedContent } from '../imported.ts';
import { isContent, isHidden, readRepository, unsafePath } from './gitbook.ts';

// The reader of a folder that is not a zip (a git tree) is the same one.
export { filesSource } from './gitbook.ts';

/** The archive's content entries by path, and how many entries it had in all. */
function unzip(bytes: Uint8Array): { files: Map<string, Uint8Array>; entryCount: number } {
  let entries = 0;
  let total = 0;
  let unsafe: string | undefined;
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(bytes, {
      filter: (f) => {
        if (unsafePath(f.name)) unsafe ??= f.name;
        if (f.name.endsWith('/') || unsafe) return false;
        entries++;
        total += f.originalSize;
        if (entries > IMPORT_LIMITS.maxZipEntries)
          throw new ImportError(`The zip has more than ${IMPORT_LIMITS.maxZipEntries} entries`);
        if (total > IMPORT_LIMITS.maxZipBytes)
          throw new ImportError(`The zip expands to more than ${IMPORT_LIMITS.maxZipBytes} bytes`);
        // Only what can become content is decompressed.
        return isContent(f.name) && f.originalSize <= IMPORT_LIMITS.maxFileBytes;
      },
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`The file is not a readable zip archive (${(error as Error).message})`);
  }
  if (unsafe) throw new ImportError(`The zip holds an unsafe path '${unsafe}' (absolute or with '..'): refused`);
  const out = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(raw)) if (!isHidden(name)) out.set(name, data);
  return { files: out, entryCount: entries };
}

export async function zipSource(input: Extract<FetchedSource, { kind: 'body' }>): Promise<ImportedContent> {
  const { files, entryCount } = unzip(input.bytes);
  return readRepository(files, { entryCount, maxResources: IMPORT_LIMITS.maxResources });
}
