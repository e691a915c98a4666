/**
 * Lookups that miss do not take their neighbours down: every Query field that looks an object up
 * is nullable, so a missing one answers null with its error in `errors` while the fields beside
 * it keep their data, and the response is HTTP 200 (GraphQL over HTTP). REST rows over the same
 * fields still answer 404 for a missing object.
 */
import { isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/app/schema.ts';
import { useServer } from './support/fixtures.ts';
import { call } from './support/http.ts';

const { s, owner } = useServer({ title: 'Lookups Org' });

/** Each Query field that looks something up, with arguments naming nothing that exists. */
const lookups: Record<string, string> = {
  aggregateSiteEvents: 'aggregateSiteEvents(organizationId: "nope", siteId: "nope", input: {}) { __typename }',
  askSite: 'askSite(organizationId: "nope", siteId: "nope", question: "hello") { __typename }',
  changeRequest: 'changeRequest(spaceId: "nope", changeRequestId: "nope") { key }',
  changeRequestPdf: 'changeRequestPdf(spaceId: "nope", changeRequestId: "nope") { __typename }',
  changeRequestRevision: 'changeRequestRevision(spaceId: "nope", changeRequestId: "nope") { key }',
  collection: 'collection(id: "nope") { key }',
  comment: 'comment(spaceId: "nope", commentId: "nope") { key }',
  commentReplies: 'commentReplies(spaceId: "nope", commentId: "nope") { totalCount }',
  commentReply: 'commentReply(spaceId: "nope", commentId: "nope", commentReplyId: "nope") { key }',
  commenters: 'commenters(spaceId: "nope") { totalCount }',
  comments: 'comments(spaceId: "nope") { totalCount }',
  computedDocument: 'computedDocument(spaceId: "nope", input: { source: "builtin:openapi", seed: "x" })',
  computedRevision: 'computedRevision(spaceId: "nope", input: { source: "builtin:openapi", seed: "x" }) { __typename }',
  contentByUrl: 'contentByUrl(url: "https://nope.example/docs") { organizationId }',
  embedByUrl: 'embedByUrl(url: "https://example.com/page", spaceId: "nope") { title }',
  instanceUsage: 'instanceUsage { users }',
  importRun: 'importRun(organizationId: "nope", importRunId: "nope") { key }',
  importRuns: 'importRuns(organizationId: "nope") { totalCount }',
  integration: 'integration(name: "nope") { __typename }',
  openAPISpecLatestContent: 'openAPISpecLatestContent(organizationId: "nope", slug: "nope") { __typename }',
  openAPISpecVersion: 'openAPISpecVersion(organizationId: "nope", specSlug: "nope") { __typename }',
  openAPISpecVersions: 'openAPISpecVersions(organizationId: "nope", specSlug: "nope") { totalCount }',
  organization: 'organization(id: "nope") { key }',
  organizationAnswerStream: 'organizationAnswerStream(organizationId: "nope", question: "hello") { __typename }',
  pdfExport: 'pdfExport(token: "nope") { __typename }',
  publishedContentByUrl: 'publishedContentByUrl(input: { url: "https://nope.example/docs" }) { __typename }',
  publishedFile:
    'publishedFile(siteId: "nope", spaceId: "nope", fileId: "nope", hash: "nope", signature: "nope") { name }',
  publishedSite: 'publishedSite(organizationId: "nope", siteId: "nope") { __typename }',
  site: 'site(organizationId: "nope", siteId: "nope") { key }',
  siteAdaptiveSchema: 'siteAdaptiveSchema(organizationId: "nope", siteId: "nope") { __typename }',
  siteAdaptiveTemplateConditions:
    'siteAdaptiveTemplateConditions(organizationId: "nope", siteId: "nope") { __typename }',
  siteAnswerStream: 'siteAnswerStream(organizationId: "nope", siteId: "nope", question: "hello") { __typename }',
  siteCustomization: 'siteCustomization(organizationId: "nope", siteId: "nope")',
  sitePublishingPreview: 'sitePublishingPreview(organizationId: "nope", siteId: "nope") { __typename }',
  siteSuggestedQuestions: 'siteSuggestedQuestions(organizationId: "nope", siteId: "nope")',
  sitePublishingAuth: 'sitePublishingAuth(organizationId: "nope", siteId: "nope") { backend }',
  siteSpaceCustomization: 'siteSpaceCustomization(organizationId: "nope", siteId: "nope", siteSpaceId: "nope")',
  siteRedirects: 'siteRedirects(organizationId: "nope", siteId: "nope") { totalCount }',
  siteRedirect: 'siteRedirect(organizationId: "nope", siteId: "nope", source: "/old") { __typename }',
  siteExternalLinks: 'siteExternalLinks(organizationId: "nope", siteId: "nope") { totalCount }',
  siteSearch: 'siteSearch(organizationId: "nope", siteId: "nope", input: { query: "hello" }) { totalCount }',
  siteSectionGroups: 'siteSectionGroups(organizationId: "nope", siteId: "nope") { totalCount }',
  siteSections: 'siteSections(organizationId: "nope", siteId: "nope") { totalCount }',
  siteSpaces: 'siteSpaces(organizationId: "nope", siteId: "nope") { totalCount }',
  space: 'space(id: "nope") { key }',
  spacePdf: 'spacePdf(spaceId: "nope") { __typename }',
  spaceGitInfo: 'spaceGitInfo(spaceId: "nope") { __typename }',
  spaceRevision: 'spaceRevision(spaceId: "nope") { key }',
  ssoProviderLogins: 'ssoProviderLogins(organizationId: "nope") { __typename }',
  user: 'user(id: "nope") { key }',
  users: 'users { totalCount }',
};

/**
 * Query fields that cannot miss: the viewer, lists of what the caller sees, `node(s)` (null without
 * an error), `emailDomain` (the organizations of a domain: none for an unknown one) and
 * `apiInformation`.
 */
const notLookups = ['viewer', 'organizations', 'integrations', 'node', 'nodes', 'emailDomain', 'apiInformation'];

const post = (query: string) => call(s.baseUrl, owner.token, 'POST', '/graphql', { query });

describe('lookups beside other fields', () => {
  it('covers every Query field, and every lookup is nullable', () => {
    const fields = schema.getQueryType()!.getFields();
    expect(Object.keys(fields).sort()).toEqual([...Object.keys(lookups), ...notLookups].sort());
    const nonNull = Object.keys(lookups).filter((name) => isNonNullType(fields[name].type));
    expect(nonNull).toEqual([]);
  });

  it.each(Object.entries(lookups))('a missing %s keeps the data beside it (HTTP 200)', async (_name, selection) => {
    const { status, body } = await post(`{ viewer { key } missing: ${selection} }`);
    expect(status).toBe(200);
    expect(body.data.viewer).toEqual({ key: owner.id });
    expect(body.data.missing).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].path).toEqual(['missing']);
    expect(['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST', 'GONE']).toContain(body.errors[0].extensions.code);
  });

  it('a missing user answers NOT_FOUND beside the viewer, as a missing space does', async () => {
    const { status, body } = await post('{ viewer { key } user(id: "nope") { key } space(id: "nope") { key } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ viewer: { key: owner.id }, user: null, space: null });
    expect(
      body.errors.map((e: { path: string[]; extensions: { code: string } }) => [e.path[0], e.extensions.code]),
    ).toEqual(
      expect.arrayContaining([
        ['user', 'NOT_FOUND'],
        ['space', 'NOT_FOUND'],
      ]),
    );
  });
});

describe('REST rows over nullable lookups', () => {
  it('still answer 404 for a missing object', async () => {
    for (const path of [
      '/v1/users/nope',
      '/v1/orgs/nope/openapi/nope/versions/latest/content',
      '/v1/orgs/nope/sites/nope/redirect?source=%2Fold',
    ]) {
      const { status, body } = await call(s.baseUrl, owner.token, 'GET', path);
      expect([path, status]).toEqual([path, 404]);
      expect(body.error.code).toBe(404);
    }
  });
});
