/**
 * The backup archive: one gzip stream of lines, each a JSON value.
 *
 *   ["quire-backup", 1, { createdAt, database, migrations }]   header: format, version, migration level
 *   ["table", "User", { columns: [...] }]                      a table's section, then its rows
 *   { "id": "...", ... }                                       one row as PostgreSQL's row_to_json writes it
 *   ["bytes", "bytes", "0a1b..."]                               a large bytea value of the row above, in hex
 *                                                              chunks (the row holds it empty)
 *   ["sequence", "Event", "seq", "42"]                          a serial column's sequence value
 *   ["end", { tables: { User: 3, ... }, sha256 }]              trailer: rows per table, sha256 of every line before it
 *
 * Rows are objects and control lines arrays, so one character tells them apart. Values keep
 * PostgreSQL's text forms (bytea as "\\x..." hex, timestamps as ISO text), which
 * json_populate_recordset reads back on either database: the archive is portable between the
 * embedded database and PostgreSQL. The trailer's checksum makes a truncated or altered archive
 * fail `verifyArchive` before a restore writes anything.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';

export const FORMAT = 'quire-backup';
export const VERSION = 1;

export interface ArchiveHeader {
  createdAt: string;
  database: 'pglite' | 'postgresql';
  /** Applied migrations, in order: the archive's migration level. */
  migrations: string[];
}

export interface ArchiveSummary {
  /** Rows per table. */
  tables: Record<string, number>;
  sha256: string;
}

/** An archive that cannot be restored: truncated, altered, or of an unknown format. */
export class ArchiveError extends Error {}

export type ControlLine =
  | ['table', string, { columns: string[] }]
  | ['sequence', string, string, string]
  | ['bytes', string, string]
  | ['end', ArchiveSummary];

/** Writes an archive into `out`: lines in, gzip out, with backpressure. */
export class ArchiveWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly hash = createHash('sha256');
  private readonly done: Promise<void>;
  readonly counts: Record<string, number> = {};
  bytes = 0;

  constructor(out: Writable) {
    this.done = pipeline(this.gzip, out);
    // Surfaced by the next write or by end().
    this.done.catch(() => {});
  }

  private async line(text: string) {
    // The line and its newline apart: no copy of a long line.
    this.hash.update(text).update('\n');
    this.bytes += text.length + 1;
    this.gzip.write(text);
    if (!this.gzip.write('\n')) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  header(header: ArchiveHeader) {
    return this.line(JSON.stringify([FORMAT, VERSION, header]));
  }

  table(name: string, columns: string[]) {
    this.counts[name] = 0;
    return this.line(JSON.stringify(['table', name, { columns }]));
  }

  /** A row as the database wrote it (row_to_json text) into the current table. */
  row(table: string, json: string) {
    this.counts[table]++;
    return this.line(json);
  }

  /** A chunk (hex) of a large bytea column of the last row. */
  chunk(column: string, hex: string) {
    return this.line(JSON.stringify(['bytes', column, hex]));
  }

  sequence(table: string, column: string, value: string) {
    return this.line(JSON.stringify(['sequence', table, column, value]));
  }

  async end() {
    const summary: ArchiveSummary = { tables: this.counts, sha256: this.hash.digest('hex') };
    this.gzip.end(`${JSON.stringify(['end', summary])}\n`);
    await this.done;
    return summary;
  }

  /** Stops on a failure: the output is left truncated (and so refused by a restore). */
  abort(error: Error) {
    this.gzip.destroy(error);
  }
}

/**
 * The lines of an archive file, decompressed, read as they are consumed (readline's iterator
 * would queue lines ahead of a slow consumer); gzip's own errors become ArchiveErrors.
 */
export async function* archiveLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  const decoder = new StringDecoder('utf8');
  // The pieces of the line being read: a long line (a file's chunk) spans many gzip chunks, and
  // is joined once, not copied again with each piece.
  let parts: string[] = [];
  try {
    for await (const chunk of source.pipe(gunzip)) {
      const text = decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        parts.push(text.slice(start, end));
        yield parts.join('');
        parts = [];
        start = end + 1;
      }
      if (start < text.length) parts.push(text.slice(start));
    }
    const last = parts.join('') + decoder.end();
    if (last) yield last;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ArchiveError(`${file} does not exist`);
    throw new ArchiveError(
      code === 'Z_BUF_ERROR' ? 'the archive is truncated' : `the archive is unreadable: ${(error as Error).message}`,
    );
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

export function parseHeader(line: string | undefined): ArchiveHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    throw new ArchiveError('not a Quire backup archive');
  }
  if (!Array.isArray(value) || value[0] !== FORMAT) throw new ArchiveError('not a Quire backup archive');
  if (value[1] !== VERSION)
    throw new ArchiveError(`archive format version ${value[1]} is not supported (this Quire reads ${VERSION})`);
  return value[2] as ArchiveHeader;
}

export function parseControl(line: string): ControlLine {
  try {
    return JSON.parse(line) as ControlLine;
  } catch {
    throw new ArchiveError('the archive is corrupt (an unreadable section line)');
  }
}

/**
 * The first pass of a restore: reads the whole archive, checks its structure, its row counts and
 * its checksum. Throws an ArchiveError on a truncated or altered archive.
 */
export async function verifyArchive(file: string): Promise<{ header: ArchiveHeader; summary: ArchiveSummary }> {
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  let header: ArchiveHeader | undefined;
  let summary: ArchiveSummary | undefined;
  let table: string | undefined;
  for await (const line of archiveLines(file)) {
    if (summary) throw new ArchiveError('the archive is corrupt (data after its end)');
    if (!header) {
      header = parseHeader(line);
    } else if (line.startsWith('[')) {
      const control = parseControl(line);
      if (control[0] === 'end') {
        summary = control[1];
        continue;
      }
      if (control[0] === 'table') {
        table = control[1];
        counts[table] = 0;
      }
    } else if (line.startsWith('{') && table) {
      counts[table]++;
    } else throw new ArchiveError('the archive is corrupt (an unexpected line)');
    hash.update(line).update('\n');
  }
  if (!header) throw new ArchiveError('the archive is empty');
  if (!summary) throw new ArchiveError('the archive is truncated (it has no end)');
  if (hash.digest('hex') !== summary.sha256) throw new ArchiveError('the archive is corrupt (checksum mismatch)');
  for (const [name, rows] of Object.entries(summary.tables))
    if (counts[name] !== rows) throw new ArchiveError(`the archive is corrupt (table ${name} lacks rows)`);
  return { header, summary };
}
