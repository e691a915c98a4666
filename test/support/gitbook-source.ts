/**
 * A source organization that answers as GitBook's published API does (its OpenAPI document's
 * field names and rules), for `cli import-gitbook`: comments newest first unless `order=asc`, no
 * custom-field routes (404), a legacy OpenAPI specification whose `content/raw` is a 404,
 * reactions by people who have no account at the target, a published site whose section group
 * comes after its sections (and holds a nested group and an external link), a revoked share link,
 * page fields Quire has no place for, a file that lives only in a change request. Every request is
 * recorded, so a test can tell what the importer asked, and every JSON answer is validated against
 * the response schema of GitBook's OpenAPI document for its operation (`violations`), so the fake
 * cannot drift from what GitBook may answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LAYOUT } from '../../src/modules/content/shapes.ts';
import { gitbookOpenApiErrors } from './gitbook.ts';

type Json = Record<string, any>;

const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
/** The `urls` GitBook gives an object: where it is in the API, and in the app. */
const API = 'https://api.gitbook.example/v1';
const APP = 'https://app.gitbook.example';
const urlsOf = (path: string) => ({ location: `${API}${path}`, app: `${APP}${path}` });
const user = (id: string, email: string, displayName: string) => ({
  object: 'user',
  id,
  email,
  displayName,
  urls: { location: `${API}/users/${id}` },
});
/** The page layout GitBook serves for a page whose layout was never changed (Quire serves the same). */
const LAYOUT = DEFAULT_LAYOUT;
/** Every permission true: the importing token is the source organization's admin. */
const allowed = (...names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

export const PEOPLE = {
  alice: user('u-alice', 'alice@gitbook.example', 'Alice'),
  bob: user('u-bob', 'bob@gitbook.example', 'Bob'),
};

const doc = (text: string) => ({
  object: 'document',
  data: {},
  nodes: [
    { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] },
  ],
});

/** The source's content, as GitBook's API serves it. */
export function gitbookOrg(extraReactor: { email: string; displayName: string }) {
  const member = user('u-member', extraReactor.email, extraReactor.displayName);
  const page = (id: string, title: string, extra: Json = {}) => ({
    id,
    title,
    kind: 'sheet',
    type: 'document',
    slug: title.toLowerCase(),
    path: title.toLowerCase(),
    layout: LAYOUT,
    tags: [],
    urls: { app: `${APP}/pages/${id}` },
    pages: [],
    documentId: `doc-${id}`,
    // A page of a revision carries its body (GitBook's Document: JSON here, markdown on request).
    document: doc(title),
    ...extra,
  });
  const file = (id: string, name: string, base: string) => ({
    id,
    name,
    contentType: 'image/png',
    size: 4,
    downloadURL: `${base}/storage/${id}`,
  });
  const revision = (id: string, pages: Json[], files: Json[], extra: Json = {}) => ({
    object: 'revision',
    id,
    type: 'edits',
    parents: [],
    pages,
    files,
    reusableContents: [],
    tags: [],
    urls: { app: `${APP}/revisions/${id}` },
    createdAt: at(0),
    ...extra,
  });
  const permissions = allowed(
    'view',
    'access',
    'admin',
    'viewInviteLinks',
    'edit',
    'triggerGitSync',
    'comment',
    'merge',
    'review',
    'installIntegration',
  );
  const space = (id: string, title: string, visibility: string, extra: Json = {}) => ({
    object: 'space',
    id,
    title,
    emoji: '',
    organization: 'gb-org',
    visibility,
    revision: `rev-${id}`,
    createdAt: at(0),
    updatedAt: at(0),
    comments: 0,
    changeRequests: 0,
    changeRequestsOpen: 0,
    changeRequestsDraft: 0,
    mergeRules: { type: 'inherit' },
    urls: urlsOf(`/spaces/${id}`),
    defaultLevel: 'inherit',
    permissions,
    ...extra,
  });
  const siteSpace = (id: string, spaceId: string, title: string, extra: Json = {}) => ({
    object: 'site-space',
    id,
    title,
    path: title.toLowerCase(),
    draft: false,
    default: true,
    space: space(spaceId, title, 'private'),
    urls: {},
    ...extra,
  });
  const section = (id: string, title: string, ss: Json, extra: Json = {}) => ({
    object: 'site-section',
    id,
    title,
    path: title.toLowerCase(),
    draft: false,
    default: false,
    siteSpaces: [ss],
    urls: {},
    ...extra,
  });
  const intro = page('p-intro', 'Intro', {
    icon: 'rocket',
    linkTitle: 'Start',
    noIndex: true,
    layout: { ...LAYOUT, width: 'wide' },
    cover: { ref: { kind: 'file', file: 'f-logo' }, yPos: 0 },
    condition: 'visitor.claims.beta',
    variables: { product: 'Rocket' },
  });
  const link = (id: string, title: string, target: Json, extra: Json = {}) => ({
    id,
    title,
    kind: 'link',
    type: 'link',
    target,
    ...extra,
  });
  const toIntro = link('p-to-intro', 'See intro', { kind: 'page', page: 'p-intro' });
  const external = link(
    'p-home',
    'Home',
    { kind: 'url', url: 'https://example.com/' },
    { href: 'https://example.com/' },
  );
  /** A comment on the Guide space's live revision, with no replies or reactions unless `extra` has some. */
  const comment = (id: string, postedAt: string, postedBy: Json, markdown: string, extra: Json = {}) => ({
    object: 'comment',
    id,
    postedAt,
    postedBy,
    body: { markdown },
    status: 'open',
    target: { space: 'sp-guide', revision: 'rev-live' },
    replies: 0,
    repliers: [],
    reactions: [],
    urls: { location: `${API}/spaces/sp-guide/comments/${id}` },
    permissions: allowed('view', 'edit', 'reply', 'delete'),
    ...extra,
  });
  const spec = (id: string, slug: string) => ({
    object: 'openapi-spec',
    id,
    slug,
    processingState: 'complete',
    createdAt: at(0),
    updatedAt: at(0),
    lastProcessedErrorCount: 0,
    permissions: allowed('view', 'edit'),
    urls: urlsOf(`/orgs/gb-org/openapi/${slug}`),
  });
  const guideSections = section('sec-guide', 'Guide', siteSpace('ss-guide', 'sp-guide', 'Guide'), { default: true });
  const apiSection = section('sec-api', 'API', siteSpace('ss-api', 'sp-api', 'API', { draft: true }), {
    draft: true,
  });
  const moreSection = section('sec-more', 'More', siteSpace('ss-more', 'sp-more', 'More'), {
    sectionGroup: 'grp-extra',
  });
  const deepSection = section('sec-deep', 'Deep', siteSpace('ss-deep', 'sp-deep', 'Deep'), {
    sectionGroup: 'grp-nested',
  });
  return {
    organization: {
      object: 'organization',
      id: 'gb-org',
      title: 'GitBook Org',
      createdAt: at(0),
      plan: 'pro_2024',
      inviteLinks: false,
      type: 'business',
      emailDomains: [],
      mergeRules: { type: 'none' },
      urls: urlsOf('/orgs/gb-org'),
      trial: { status: 'notapplicable', count: 0 },
      permissions: allowed(
        'view',
        'access',
        'admin',
        'ownTeam',
        'createContent',
        'createOpenAPISpec',
        'viewBilling',
        'listMembers',
        'listTeams',
        'listIntegrations',
        'listInstallations',
        'installIntegration',
      ),
    },
    spaces: [
      space('sp-guide', 'Guide', 'public', {
        emoji: '1f680',
        editMode: 'live',
        changeRequests: 1,
        changeRequestsOpen: 1,
      }),
      space('sp-api', 'API', 'private', {
        // One rule Quire enforces, one it cannot evaluate (named in the report).
        mergeRules: {
          type: 'rules',
          rules: [{ rule: 'require_at_least_one_approved_review' }, { rule: 'custom', expression: 'true' }],
        },
      }),
      space('sp-more', 'More', 'private'),
      space('sp-deep', 'Deep', 'private'),
    ],
    revisions: (base: string): Record<string, Json> => ({
      'sp-guide': revision('rev-live', [intro, toIntro, external], [file('f-logo', 'logo.png', base)], {
        variables: { version: '2' },
      }),
      'sp-api': revision('rev-api', [page('p-api', 'Endpoints')], []),
      'sp-more': revision('rev-more', [page('p-more', 'Extra')], []),
      'sp-deep': revision('rev-deep', [page('p-deep', 'Deeper')], []),
      'cr-1': revision(
        'rev-cr',
        [intro, toIntro, external, page('p-new', 'New')],
        [file('f-logo', 'logo.png', base), file('f-cr', 'only-in-cr.png', base)],
      ),
    }),
    markdown: {
      'p-intro': '# Intro\n\nWelcome to the rocket.\n',
      'p-api': 'The endpoints.\n',
      'p-more': 'More to read.\n',
      'p-deep': 'Deep down.\n',
      'p-new': 'Written in the change request.\n',
    } as Record<string, string>,
    bytes: { 'f-logo': 'LOGO', 'f-cr': 'CRCR' } as Record<string, string>,
    changeRequests: [
      {
        object: 'change-request',
        id: 'cr-1',
        number: 1,
        status: 'open',
        subject: 'Add a page',
        description: doc('Why this change matters.'),
        createdBy: PEOPLE.alice,
        createdAt: at(1),
        updatedAt: at(2),
        space: 'sp-guide',
        revision: 'rev-cr',
        revisionInitial: 'rev-live',
        comments: 0,
        outdated: false,
        urls: urlsOf('/spaces/sp-guide/change-requests/cr-1'),
      },
    ],
    /** Comments of the Guide space, oldest first (the API lists them newest first by default). */
    comments: [
      comment('c-first', at(1), PEOPLE.alice, 'First, on the intro.', {
        target: { space: 'sp-guide', revision: 'rev-live', page: { id: 'p-intro' }, node: { id: 'no-such-block' } },
        replies: 1,
        reactions: [
          {
            emoji: '👍',
            count: 3,
            users: [
              { user: PEOPLE.alice, reactedAt: at(2) },
              { user: PEOPLE.bob, reactedAt: at(3) },
              { user: member, reactedAt: at(4) },
            ],
          },
          { emoji: '🎉', count: 1, users: [{ user: PEOPLE.bob, reactedAt: at(5) }] },
        ],
      }),
      comment('c-second', at(6), member, 'Second, on the space.', {
        status: 'resolved',
        resolvedAt: at(9),
        resolvedBy: PEOPLE.alice,
      }),
      comment('c-third', at(7), PEOPLE.bob, 'Third.'),
    ] as Json[],
    replies: {
      'c-first': [
        {
          object: 'comment-reply',
          id: 'r-1',
          postedAt: at(8),
          postedBy: member,
          body: { markdown: 'A reply.' },
          reactions: [],
          urls: { location: `${API}/spaces/sp-guide/comments/c-first/replies/r-1` },
          permissions: allowed('view', 'edit', 'delete'),
        },
      ],
    } as Record<string, Json[]>,
    site: {
      object: 'site',
      id: 'site-1',
      type: 'basic',
      title: 'Help',
      visibility: 'share-link',
      published: true,
      defaultLevel: 'read',
      icon: { icon: { light: 'https://example.com/icon.png', dark: 'https://example.com/icon-dark.png' } },
      adaptiveContent: { enabled: false },
      appliedType: 'basic',
      permissions: allowed(
        'view',
        'access',
        'edit',
        'create',
        'admin',
        'installIntegration',
        'viewAdaptiveSchema',
        'editAdaptiveSchema',
      ),
      createdAt: at(0),
      siteSpaces: 4,
      features: [],
      urls: { ...urlsOf('/orgs/gb-org/sites/site-1'), preview: 'https://help.gitbook.example/~preview' },
    },
    /** GitBook's `structure`: two sections, then a group holding a section, a nested group and an external link. */
    structure: [
      guideSections,
      apiSection,
      {
        object: 'site-section-group',
        id: 'grp-extra',
        title: 'Extra',
        draft: false,
        sections: [moreSection],
        children: [
          moreSection,
          {
            object: 'site-section-group',
            id: 'grp-nested',
            title: 'Nested',
            draft: false,
            sections: [deepSection],
            children: [deepSection],
          },
          {
            object: 'site-external-link',
            id: 'ext-1',
            title: 'Status',
            url: 'https://status.example.com/',
            draft: false,
          },
        ],
      },
    ],
    shareLinks: [
      { object: 'share-link', id: 'sl-partners', name: 'Partners', active: true, createdAt: at(1), urls: {} },
      { object: 'share-link', id: 'sl-revoked', name: 'Old press', active: false, createdAt: at(2), urls: {} },
    ],
    specs: [
      { ...spec('spec-legacy', 'legacy'), visibility: 'public' },
      { ...spec('spec-pets', 'pets'), visibility: 'private' },
    ],
    specDocuments: {
      legacy: { openapi: '3.0.0', info: { title: 'Legacy', version: '1' }, paths: {} },
      pets: 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: 1.0.0\npaths: {}\n',
    } as Record<string, Json | string>,
    members: [
      {
        object: 'member',
        id: 'u-bob',
        role: 'edit',
        user: PEOPLE.bob,
        disabled: false,
        joinedAt: at(0),
        sso: false,
        spaces: 1,
        teams: 0,
        sites: 0,
      },
    ],
  };
}

export type GitbookOrg = ReturnType<typeof gitbookOrg>;

const list = (items: unknown[], query: URLSearchParams) => {
  const limit = Number(query.get('limit') ?? 50);
  const start = Number(query.get('page') ?? 0);
  const slice = items.slice(start, start + limit);
  return { items: slice, ...(start + limit < items.length ? { next: { page: String(start + limit) } } : {}) };
};

/**
 * Serves `data` as GitBook would; answers the base URL (with /v1), the requests it got and the
 * answers GitBook's OpenAPI document does not allow (each `METHOD path -> status: errors`).
 */
export async function startGitbookSource(make: (base: string) => GitbookOrg) {
  const requests: string[] = [];
  const violations: string[] = [];
  let data: GitbookOrg;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      const errors = gitbookOpenApiErrors(req.method ?? 'GET', url.pathname, status, body);
      if (errors.length) violations.push(`${req.method} ${url.pathname} -> ${status}: ${errors.join('; ')}`);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const notFound = () => send(404, { error: { code: 404, message: 'Not found' } });
    const q = url.searchParams;
    const p = url.pathname.replace(/^\/v1/, '');
    const o = `/orgs/${data.organization.id}`;
    const storage = /^\/storage\/(.+)$/.exec(url.pathname);
    if (storage) {
      const bytes = data.bytes[storage[1]];
      return bytes ? res.writeHead(200, { 'content-type': 'image/png' }).end(bytes) : notFound();
    }
    if (p === o) return send(200, data.organization);
    if (p === `${o}/collections` || p === `${o}/teams`) return send(200, list([], q));
    if (p === `${o}/spaces`) return send(200, list(data.spaces, q));
    if (p === `${o}/members`) return send(200, list(data.members, q));
    const revisions = data.revisions(`http://${req.headers.host}`);
    let m = /^\/spaces\/([^/]+)\/content$/.exec(p);
    if (m) return revisions[m[1]] ? send(200, revisions[m[1]]) : notFound();
    m = /^\/spaces\/([^/]+)\/(?:change-requests\/([^/]+)\/)?content\/page\/([^/]+)$/.exec(p);
    if (m) {
      // The page as its revision has it, its body as markdown (`format=markdown`) instead of JSON.
      const page = (revisions[m[2] ?? m[1]]?.pages as Json[] | undefined)?.find((x) => x.id === m?.[3]);
      const markdown = data.markdown[m[3]];
      if (!page || markdown === undefined) return notFound();
      const { document: _json, ...rest } = page;
      return send(200, { ...rest, markdown });
    }
    m = /^\/spaces\/([^/]+)\/change-requests$/.exec(p);
    if (m) {
      const crs =
        m[1] === 'sp-guide' ? data.changeRequests.filter((c) => c.status === (q.get('status') ?? 'open')) : [];
      return send(200, list(crs, q));
    }
    m = /^\/spaces\/[^/]+\/change-requests\/([^/]+)\/content$/.exec(p);
    if (m) return revisions[m[1]] ? send(200, revisions[m[1]]) : notFound();
    if (/^\/spaces\/[^/]+\/change-requests\/[^/]+\/comments$/.test(p)) return send(200, list([], q));
    m = /^\/spaces\/([^/]+)\/comments$/.exec(p);
    if (m) {
      const all = m[1] === 'sp-guide' ? data.comments : [];
      // GitBook's default order is `desc`: newest first.
      const ordered = q.get('order') === 'asc' ? all : [...all].reverse();
      return send(200, list(ordered, q));
    }
    m = /^\/spaces\/[^/]+\/comments\/([^/]+)\/replies$/.exec(p);
    if (m) return send(200, list(data.replies[m[1]] ?? [], q));
    if (p === `${o}/sites`) return send(200, list([data.site], q));
    const s = `${o}/sites/${data.site.id}`;
    if (p === `${s}/structure`) return send(200, { type: 'sections', structure: data.structure });
    if (p === `${s}/site-spaces`) return send(200, list([], q));
    if (p === `${s}/share-links`) return send(200, list(data.shareLinks, q));
    if (p === `${o}/openapi`) return send(200, list(data.specs, q));
    m = /^\/orgs\/[^/]+\/openapi\/([^/]+)\/versions\/latest\/content(\/raw)?$/.exec(p);
    if (m) {
      const spec = data.specDocuments[m[1]];
      if (spec === undefined) return notFound();
      // A legacy version has no raw content: GitBook answers 404 there.
      if (m[2]) return typeof spec === 'string' ? send(200, { text: spec, format: 'yaml' }) : notFound();
      return send(200, { filesystem: spec, urls: { source: `https://gitbook.example/${m[1]}`, public: null } });
    }
    return notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  data = make(base);
  return {
    api: `${base}/v1`,
    requests,
    violations,
    data,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
