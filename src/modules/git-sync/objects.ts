/**
 * Git objects computed in TypeScript: a blob, tree or commit is `"{type} {length}\0{body}"` and its
 * id the sha1 of that, so the same content gives the same ids on every instance and after restarts.
 */
import { createHash } from 'node:crypto';

export type ObjectType = 'blob' | 'tree' | 'commit';

export interface GitObject {
  type: ObjectType;
  body: Buffer;
}

export function objectId(type: ObjectType, body: Buffer): string {
  return createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
}

/** The objects of a tree of files (bytes, or the id of a blob already stored), and the root tree's id. */
export function treeObjects(files: Map<string, Buffer | string>, into: Map<string, GitObject>): string {
  interface Dir {
    files: Map<string, string>;
    dirs: Map<string, Dir>;
  }
  const root: Dir = { files: new Map(), dirs: new Map() };
  for (const [path, bytes] of files) {
    const parts = path.split('/');
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      const sub = dir.dirs.get(part) ?? { files: new Map(), dirs: new Map() };
      dir.dirs.set(part, sub);
      dir = sub;
    }
    let oid: string;
    if (typeof bytes === 'string') oid = bytes;
    else {
      oid = objectId('blob', bytes);
      into.set(oid, { type: 'blob', body: bytes });
    }
    dir.files.set(parts[parts.length - 1], oid);
  }
  const write = (dir: Dir): string => {
    const entries: { name: string; sort: string; mode: string; oid: string }[] = [];
    for (const [name, oid] of dir.files) entries.push({ name, sort: name, mode: '100644', oid });
    for (const [name, sub] of dir.dirs) entries.push({ name, sort: `${name}/`, mode: '40000', oid: write(sub) });
    // Git orders entries by bytes, a folder as if its name ended with '/'.
    entries.sort((a, b) => Buffer.compare(Buffer.from(a.sort), Buffer.from(b.sort)));
    const body = Buffer.concat(
      entries.flatMap((e) => [Buffer.from(`${e.mode} ${e.name}\0`), Buffer.from(e.oid, 'hex')]),
    );
    const oid = objectId('tree', body);
    into.set(oid, { type: 'tree', body });
    return oid;
  };
  return write(root);
}

export interface Signature {
  name: string;
  email: string;
  date: Date;
}

const sanitize = (s: string) => s.replace(/[<>\n\r\0]/g, '').trim() || 'Quire';

/** A commit's body; the message ends with one newline. */
export function commitBody(tree: string, parents: string[], author: Signature, message: string): Buffer {
  const who = `${sanitize(author.name)} <${author.email.replace(/[<>\s]/g, '')}> ${Math.floor(author.date.getTime() / 1000)} +0000`;
  const lines = [`tree ${tree}`, ...parents.map((p) => `parent ${p}`), `author ${who}`, `committer ${who}`];
  return Buffer.from(`${lines.join('\n')}\n\n${message.replace(/\s+$/, '')}\n`);
}

/** The header fields and message of a commit object. */
export function parseCommit(body: Buffer): { tree: string; parents: string[]; author: string; message: string } {
  const text = body.toString('utf8');
  const split = text.indexOf('\n\n');
  const head = split < 0 ? text : text.slice(0, split);
  const message = split < 0 ? '' : text.slice(split + 2);
  let tree = '';
  let author = '';
  const parents: string[] = [];
  for (const line of head.split('\n')) {
    if (line.startsWith('tree ')) tree = line.slice(5);
    else if (line.startsWith('parent ')) parents.push(line.slice(7));
    else if (line.startsWith('author ')) author = line.slice(7);
  }
  return { tree, parents, author, message };
}
