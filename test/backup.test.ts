/**
 * Backup and restore as shipped: the built server streams its archive (GET /admin/backup) to the
 * built CLI (`backup --url`), `restore` loads it into another database, and a server started on
 * that database answers the same through REST and GraphQL, and keeps working: writes, a merge, the
 * webhook's secret (encrypted with the instance's generated key) still signing; the audit log's
 * entries come back as they were. On PostgreSQL (DATABASE_URL) the archive also goes to the
 * embedded database and back.
 */

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ChangeRequestReviewStatus } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/built.ts';
import { changeRequest, comment, type Person, page, site, space } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { type Answer, payload } from './support/graphql.ts';
import { graphqlClient } from './support/http.ts';
import { healthy, runBuilt, waitFor } from './support/process.ts';
import { startReceiver, verifiedEvent } from './support/receiver.ts';
import { ADMIN_TOKEN, freshPostgres, type TestServer } from './support/server.ts';
import { eventually, type Result, sseSubscribe } from './support/streams.ts';

type DatabaseEnv = { env: Record<string, string>; drop: () => Promise<void> };
const cleanups: (() => Promise<void>)[] = [];
let work: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** An empty embedded database (a copy of the suite's migrated template, when it has one). */
async function pglite(): Promise<DatabaseEnv> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-backup-'));
  const { inject } = await import('vitest');
  // On PostgreSQL runs there is no template: the restore creates the embedded database itself.
  const template = inject('pgliteTemplate');
  if (template) await cp(template, dir, { recursive: true });
  const db = { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  cleanups.push(db.drop);
  return db;
}

/** A new database on the PostgreSQL server of DATABASE_URL. */
async function postgres(): Promise<DatabaseEnv> {
  const fresh = await freshPostgres(process.env.DATABASE_URL!);
  const db = { env: { DATABASE_URL: fresh.url }, drop: fresh.drop };
  cleanups.push(db.drop);
  return db;
}

/** An empty database of the kind the suite runs on. */
const configured = () => (process.env.DATABASE_URL ? postgres() : pglite());

async function cli(args: string[], env: Record<string, string>) {
  const proc = runBuilt('cli', args, env);
  const code = await proc.exited;
  return { code, out: proc.output() };
}

/** The built server on `db`; stop() ends it (SIGTERM) and waits. */
async function serve(db: DatabaseEnv) {
  const port = await freePort();
  const proc = runBuilt('start', [], {
    ...db.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_TOKEN,
    RATE_LIMIT_PER_MINUTE: '0',
    DEMO_SEED: 'false',
    IMPORT_ALLOWED_HOSTS: receiver.host,
    LOG_LEVEL: 'silent',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGTERM');
    await proc.exited;
  };
  cleanups.push(stop);
  await waitFor(() => healthy(baseUrl), proc, 60_000);
  // The fixtures' builders read only the base URL of the server they are given.
  return { baseUrl, stop, s: { baseUrl } as TestServer };
}

const CreateWebhook = `
  mutation BackupCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreateWebhookPayload { secret webhook { key } }
      ... on BaseError { message }
    }
  }
`;
type CreateWebhookAnswer = {
  createWebhook: Answer<'CreateWebhookPayload', { secret: string; webhook: { key: string } }>;
};
const CreateUser = `
  mutation BackupCreateUser($input: CreateUserInput!) {
    createUser(input: $input) { __typename ... on CreateUserPayload { token user { key } } ... on BaseError { message } }
  }
`;
type CreateUserAnswer = { createUser: Answer<'CreateUserPayload', { token: string; user: { key: string } }> };
const AddMember = `
  mutation BackupAddMember($input: AddOrganizationMemberInput!) {
    addOrganizationMember(input: $input) { __typename ... on BaseError { message } }
  }
`;
const CreateOrganization = `
  mutation BackupCreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      __typename ... on CreateOrganizationPayload { organization { key } } ... on BaseError { message }
    }
  }
`;
type CreateOrganizationAnswer = {
  createOrganization: Answer<'CreateOrganizationPayload', { organization: { key: string } }>;
};
const Overview = `
  query BackupOverview($org: ID!, $space: ID!) {
    organization(id: $org) {
      title
      webhooks(first: 10) { nodes { key url eventTypes } }
      members(first: 10) { nodes { role user { key email displayName } } }
    }
    space(id: $space) { title comments changeRequests }
  }
`;
const CommentPosted = `
  subscription BackupCommentPosted($spaceId: ID!) { spaceEvents(spaceId: $spaceId, types: [COMMENT_POSTED]) { type } }
`;
const SpaceComments = `
  query BackupSpaceComments($space: ID!) { space(id: $space) { comments } }
`;
const UploadFile = `
  mutation BackupUploadFile($input: UploadFileInput!) {
    uploadFile(input: $input) { __typename ... on UploadFilePayload { file { key } } ... on BaseError { message } }
  }
`;
type UploadFileAnswer = { uploadFile: Answer<'UploadFilePayload', { file: { key: string } }> };

interface Seeded {
  /** The owner of everything seeded (`token` is theirs). */
  owner: Person;
  token: string;
  orgId: string;
  spaceId: string;
  crId: string;
  fileId: string;
  secret: string;
}

/** Everything the seed made, read through REST and GraphQL (the server's own URL masked). */
async function snapshot(baseUrl: string, seeded: Seeded) {
  const api = gitbook(baseUrl, seeded.token);
  const { orgId, spaceId, crId } = seeded;
  const download = await fetch(`${baseUrl}/v1/spaces/${spaceId}/content/files/${seeded.fileId}/download`, {
    headers: { authorization: `Bearer ${seeded.token}` },
  });
  const reads = {
    organization: (await api.orgs.getOrganizationById(orgId)).data,
    spaces: (await api.orgs.listSpacesInOrganizationById(orgId)).data,
    space: (await api.spaces.getSpaceById(spaceId)).data,
    content: (await api.spaces.getCurrentRevision(spaceId)).data,
    pages: (await api.spaces.listPages(spaceId)).data,
    comments: (await api.spaces.listCommentsInSpace(spaceId)).data,
    changeRequests: (await api.spaces.listChangeRequestsForSpace(spaceId)).data,
    changeRequestComments: (await api.spaces.listCommentsInChangeRequest(spaceId, crId)).data,
    reviews: (await api.spaces.getReviewsByChangeRequestId(spaceId, crId)).data,
    requestedReviewers: (await api.spaces.getRequestedReviewersByChangeRequestId(spaceId, crId)).data,
    sites: (await api.orgs.listSites(orgId)).data,
    members: (await api.orgs.listMembersInOrganizationById(orgId)).data,
    auditEvents: (await api.orgs.listOrganizationAuditEvents(orgId, { limit: 100 })).data,
    file: {
      status: download.status,
      sha256: createHash('sha256')
        .update(Buffer.from(await download.arrayBuffer()))
        .digest('hex'),
    },
    graphql: await graphqlClient(baseUrl, seeded.token).request(Overview, { org: orgId, space: spaceId }),
  };
  return JSON.parse(JSON.stringify(reads).replaceAll(baseUrl, 'BASE'));
}

/** A user, an organization, a space with pages and a file, a change request, comments, a site, a webhook. */
async function seed(baseUrl: string): Promise<Seeded> {
  const admin = graphqlClient(baseUrl, ADMIN_TOKEN);
  const made = await admin.request<CreateUserAnswer>(CreateUser, {
    input: { email: 'owner@example.com', displayName: 'Owner' },
  });
  const user = payload(made.createUser, 'CreateUserPayload');
  const token = user.token;
  const org = await admin.request<CreateOrganizationAnswer>(CreateOrganization, {
    input: { ownerEmail: 'owner@example.com', title: 'Backed up' },
  });
  const orgId = payload(org.createOrganization, 'CreateOrganizationPayload').organization.key;
  const s = { baseUrl } as TestServer;
  const as: Person = { id: user.user.key, email: 'owner@example.com', token };
  const sp = await space(s, as, orgId, { title: 'Handbook' });
  const guide = await page(s, as, sp.id, { title: 'Guide', markdown: '# Guide\n\nRead **this** first.\n' });
  await page(s, as, sp.id, { title: 'Install', parent: guide.page.id, markdown: '```sh\nnpm i quire\n```\n' });
  const bytes = Buffer.alloc(1_300_000);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
  const uploaded = await graphqlClient(baseUrl, token).request<UploadFileAnswer>(UploadFile, {
    input: { spaceId: sp.id, name: 'data.bin', contentBase64: bytes.toString('base64') },
  });
  const cr = await changeRequest(s, as, sp.id, 'Add a FAQ');
  await page(s, as, sp.id, { title: 'FAQ', markdown: 'Questions.\n', changeRequestId: cr.id });
  await comment(s, { as, spaceId: sp.id, markdown: 'Looks good' });
  await comment(s, { as, spaceId: sp.id, changeRequestId: cr.id, markdown: 'Ship it' });
  // A reviewer, asked by the owner, approves the change request.
  const reviewer = payload(
    (
      await admin.request<CreateUserAnswer>(CreateUser, {
        input: { email: 'reviewer@example.com', displayName: 'Reviewer' },
      })
    ).createUser,
    'CreateUserPayload',
  );
  await admin.request(AddMember, {
    input: { organizationId: orgId, email: 'reviewer@example.com', role: 'REVIEW' },
  });
  await gitbook(baseUrl, token).spaces.requestReviewersForChangeRequest(sp.id, cr.id, { users: [reviewer.user.key] });
  await gitbook(baseUrl, reviewer.token).spaces.submitChangeRequestReview(sp.id, cr.id, {
    status: ChangeRequestReviewStatus.Approved,
  });
  await site(s, as, orgId, { title: 'Docs' });
  const hook = await graphqlClient(baseUrl, token).request<CreateWebhookAnswer>(CreateWebhook, {
    input: { organizationId: orgId, url: `${receiver.url}/hook`, eventTypes: ['COMMENT_POSTED'], spaceId: sp.id },
  });
  return {
    owner: as,
    token,
    orgId,
    spaceId: sp.id,
    crId: cr.id,
    fileId: payload(uploaded.uploadFile, 'UploadFilePayload').file.key,
    secret: payload(hook.createWebhook, 'CreateWebhookPayload').secret,
  };
}

let source: Awaited<ReturnType<typeof serve>>;
let seeded: Seeded;
let before: unknown;
let archive: string;
let busy: { spaceId: string; written: number };

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-backup-files-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
  receiver = await startReceiver();
  source = await serve(await configured());
  seeded = await seed(source.baseUrl);
  before = await snapshot(source.baseUrl, seeded);
  expect(before).toMatchObject({ reviews: { count: 1 }, requestedReviewers: { count: 1 } });
  // The audit log has the reviewer's membership (added by the instance admin): restored with the rest.
  expect(before).toMatchObject({ auditEvents: { items: [{ action: 'member.added', actor: { type: 'system' } }] } });
  // Comments keep coming in another space while the archive is made.
  const as = seeded.owner;
  const busyOrg = await graphqlClient(source.baseUrl, ADMIN_TOKEN).request<CreateOrganizationAnswer>(
    CreateOrganization,
    {
      input: { ownerEmail: 'owner@example.com', title: 'Busy' },
    },
  );
  const busyOrgId = payload(busyOrg.createOrganization, 'CreateOrganizationPayload').organization.key;
  const busySpace = await space(source.s, as, busyOrgId, { title: 'Busy' });
  let writing = true;
  let written = 0;
  const writes = (async () => {
    while (writing) await comment(source.s, { as, spaceId: busySpace.id, markdown: `Busy ${written++}` });
  })();
  await eventually(async () => written > 3 || undefined);
  archive = path.join(work, 'instance.backup');
  const backup = await cli(['backup', '--url', source.baseUrl, '--out', archive], { ADMIN_TOKEN });
  await eventually(async () => written > 0 || undefined);
  const atEnd = written;
  await eventually(async () => written > atEnd + 3 || undefined);
  writing = false;
  await writes;
  busy = { spaceId: busySpace.id, written };
  expect(backup.code, backup.out).toBe(0);
  expect(backup.out).toContain('checksum ok');
});

afterAll(async () => {
  await receiver?.close();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Restores `file` into `db`, starts a server on it and checks that it reads as the source did. */
async function restoredServer(file: string, db: DatabaseEnv) {
  const restored = await cli(['restore', '--in', file], db.env);
  expect(restored.code, restored.out).toBe(0);
  const server = await serve(db);
  expect(await snapshot(server.baseUrl, seeded)).toEqual(before);
  return server;
}

/**
 * The archive as the release before the space counters would have written it: without the last
 * migration (whose columns it then lacks) and with a checksum of its own.
 */
async function olderArchive() {
  const older = path.join(work, 'older.backup');
  if (existsSync(older)) return older;
  const lines = gunzipSync(await readFile(archive))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  const header = JSON.parse(lines[0]);
  header[2].migrations = header[2].migrations.filter((m: string) => m !== LAST_MIGRATION);
  const body = [
    JSON.stringify(header),
    ...lines.slice(1, -1).filter((l) => !l.includes(`"migration_name":"${LAST_MIGRATION}"`)),
  ];
  const end = JSON.parse(lines.at(-1)!);
  end[1].tables._prisma_migrations--;
  end[1].sha256 = createHash('sha256')
    .update(body.map((l) => `${l}\n`).join(''))
    .digest('hex');
  await writeFile(older, gzipSync(`${[...body, JSON.stringify(end)].join('\n')}\n`));
  return older;
}
const LAST_MIGRATION = '20261125010000_space_counters';

/** Runs the CLI and samples its peak RSS (VmHWM) until it exits. */
async function cliPeak(args: string[], env: Record<string, string>) {
  const proc = runBuilt('cli', args, env);
  let peakMb = 0;
  const sample = () => {
    try {
      const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${proc.child.pid}/status`, 'utf8'))?.[1];
      if (kb) peakMb = Math.max(peakMb, Number(kb) / 1024);
    } catch {} // exited meanwhile
  };
  const timer = setInterval(sample, 25);
  const code = await proc.exited;
  clearInterval(timer);
  return { code, out: proc.output(), peakMb };
}

describe('backup and restore', () => {
  let restoredDb: DatabaseEnv;

  it('a running server backed up amid writes restores into an empty database: it reads the same, one consistent point, and keeps working', async () => {
    restoredDb = await configured();
    const server = await restoredServer(archive, restoredDb);
    // The busy space's counter (a column kept by triggers) and its comments (rows of another
    // table) come from the same instant, somewhere amid the writes.
    const listed = (
      await gitbook(server.baseUrl, seeded.token).spaces.listCommentsInSpace(busy.spaceId, { limit: 1000 })
    ).data.items.length;
    const counted = (
      await graphqlClient(server.baseUrl, seeded.token).request<{ space: { comments: number } }>(SpaceComments, {
        space: busy.spaceId,
      })
    ).space.comments;
    expect(counted).toBe(listed);
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(busy.written);

    const api = gitbook(server.baseUrl, seeded.token);
    // Writes and a merge on the restored content.
    await page(server.s, { token: seeded.token }, seeded.spaceId, { title: 'After restore' });
    await api.spaces.mergeChangeRequest(seeded.spaceId, seeded.crId);
    const titles = (await api.spaces.listPages(seeded.spaceId)).data.pages.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Guide', 'FAQ', 'After restore']));
    // A subscriber receives a new comment (the outbox's sequence continues after the archive's),
    // and the webhook's secret, encrypted with the source's generated key, still signs.
    const stream = await sseSubscribe(server.baseUrl, seeded.token, CommentPosted, { spaceId: seeded.spaceId });
    let received: Result | 'complete' | undefined;
    for (let i = 0; !received && i < 20; i++) {
      await comment(server.s, {
        as: seeded.owner,
        spaceId: seeded.spaceId,
        markdown: `Restored ${i}`,
      });
      received = await stream.next(750).catch(() => undefined);
    }
    await stream.close();
    expect(received).toMatchObject({ data: { spaceEvents: { type: 'COMMENT_POSTED' } } });
    const [request] = await eventually(async () => (receiver.on('/hook').length ? receiver.on('/hook') : undefined));
    expect(verifiedEvent(seeded.secret, request).type).toBe('comment_posted');
    await server.stop();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'moves from PostgreSQL to the embedded database and back',
    async () => {
      const embedded = await pglite();
      const onEmbedded = await restoredServer(archive, embedded);
      await onEmbedded.stop();
      // The embedded database's own backup (the CLI on its data directory), into PostgreSQL.
      const second = path.join(work, 'embedded.backup');
      const backup = await cli(['backup', '--out', second], embedded.env);
      expect(backup.code, backup.out).toBe(0);
      const back = await restoredServer(second, await postgres());
      await back.stop();
    },
    120_000,
  );

  it('refuses truncated and altered archives before writing, and a database holding data without --force', async () => {
    const db = restoredDb;
    const bytes = await readFile(archive);
    const truncated = path.join(work, 'truncated.backup');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const cut = await cli(['restore', '--in', truncated, '--force'], db.env);
    expect(cut.code).toBe(1);
    expect(cut.out).toContain('cli: the archive is truncated');
    // One character of a row changed, recompressed: gzip is sound, the checksum is not.
    const text = gunzipSync(bytes).toString('utf8').replace('Read **this** first.', 'Read **that** first.');
    const altered = path.join(work, 'altered.backup');
    await writeFile(altered, gzipSync(text));
    const changed = await cli(['restore', '--in', altered, '--force'], db.env);
    expect(changed.code).toBe(1);
    expect(changed.out).toContain('cli: the archive is corrupt (checksum mismatch)');
    const again = await cli(['restore', '--in', archive], db.env);
    expect(again.code).toBe(1);
    expect(again.out).toContain('cli: the database is not empty (2 organizations, 2 users and 2 spaces)');
  });

  it('--force replaces the data, and an archive from an older migration level gets the newer migrations', async () => {
    const older = await olderArchive();
    const forced = await cli(['restore', '--in', older, '--force'], restoredDb.env);
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toContain('--force: replacing 2 organizations, 2 users and 2 spaces');
    expect(forced.out).toContain('applied 1 newer migrations');
    // The writes made after the first restore are gone; the counters the newer migration
    // computes from the rows read as before.
    const server = await serve(restoredDb);
    expect(await snapshot(server.baseUrl, seeded)).toEqual(before);
    await server.stop();
  });

  it.skipIf(process.platform !== 'linux')(
    "restores into a new DATA_DIR, made from the build's empty cluster, in bounded memory: an older archive gets the newer migrations",
    async () => {
      // Nothing there yet: the CLI creates the embedded database (a copy of dist/pglite-template,
      // no initdb in the process) before loading the archive.
      const dir = path.join(await mkdtemp(path.join(tmpdir(), 'quire-backup-new-')), 'data');
      const db = { env: { DATA_DIR: dir }, drop: () => rm(path.dirname(dir), { recursive: true, force: true }) };
      cleanups.push(db.drop);
      const restored = await cliPeak(['restore', '--in', await olderArchive()], db.env);
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toContain('applied 1 newer migrations');
      // initdb in the process peaked at about 700 MB.
      expect(restored.peakMb).toBeLessThan(250);
      const server = await serve(db);
      expect(await snapshot(server.baseUrl, seeded)).toEqual(before);
      await server.stop();
    },
    120_000,
  );

  it('refuses a backup without the admin token', async () => {
    const res = await fetch(`${source.baseUrl}/admin/backup`, { headers: { authorization: `Bearer ${seeded.token}` } });
    expect(res.status).toBe(401);
    const cli401 = await cli(['backup', '--url', source.baseUrl, '--out', path.join(work, 'no.backup')], {
      ADMIN_TOKEN: 'not-the-admin-token-at-all',
    });
    expect(cli401.code).toBe(1);
    expect(cli401.out).toContain('answered 401');
    expect(await readdir(work)).not.toContain('no.backup');
  });
});
