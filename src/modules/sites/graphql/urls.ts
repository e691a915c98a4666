/** GraphQL of published URLs: which published content a reader's URL shows. */
import { builder } from '../../../graphql/builder.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import {
  type PublishedFile as PublishedFileRow,
  publishedFile,
  publishedFileBase64,
  streamPublishedFile,
} from '../files.ts';
import {
  type PublishedContentRedirect as Redirect,
  resolvePublishedUrl,
  type PublishedSiteContent as SiteContent,
} from '../urls.ts';

const SiteVisitorInput = builder.inputType('SiteVisitorInput', {
  description: 'Who visits: a visitor token with signed claims and/or unsigned claims.',
  fields: (t) => ({
    type: t.string({ description: '`human` (default) or `agent`.' }),
    jwtToken: t.string({ description: 'A visitor JWT signed with the site key (visitor-auth, adaptive content).' }),
    unsignedClaims: t.field({
      type: 'JSON',
      description: 'Claims without a signature; conditions read them as `visitor.claims.unsigned`.',
    }),
  }),
});

const ResolvePublishedUrlInput = builder.inputType('ResolvePublishedUrlInput', {
  description: 'A URL of a published site to resolve.',
  fields: (t) => ({
    url: t.string({ required: true, description: 'The URL, e.g. `https://docs.example.com/section/page`.' }),
    visitor: t.field({ type: SiteVisitorInput, description: 'The visitor.' }),
    redirectOnError: t.boolean({
      description: 'When the visitor is not authenticated on a visitor-auth site: a redirect instead of a 401.',
    }),
    cacheBust: t.string({ description: 'Ignored (readers send it to miss their caches).' }),
  }),
});

const PublishedSiteContent = builder.objectRef<SiteContent>('PublishedSiteContent').implement({
  description: 'What a URL of a published site shows, and the site token that reads it.',
  fields: (t) => ({
    site: t.exposeString('site', { description: 'Id of the site.' }),
    siteSection: t.string({
      nullable: true,
      description: 'Id of the section (sites with sections).',
      resolve: (c) => c.siteSection ?? null,
    }),
    siteSpace: t.exposeString('siteSpace', { description: 'Id of the site space (the variant).' }),
    space: t.exposeString('space', { description: 'Id of the space the site space publishes.' }),
    organization: t.exposeString('organization', { description: 'Id of the organization.' }),
    pathname: t.exposeString('pathname', { description: 'The page path after the site, section and variant.' }),
    basePath: t.exposeString('basePath', { description: 'The path before `pathname`, with slashes around.' }),
    siteBasePath: t.exposeString('siteBasePath', { description: "The site's own path, with slashes around." }),
    apiToken: t.exposeString('apiToken', {
      description: 'A site token (JWT, valid for the day) that reads what this visitor sees of the site.',
    }),
    shareKey: t.string({
      nullable: true,
      description: 'The share key in the URL (share-link sites).',
      resolve: (c) => c.shareKey ?? null,
    }),
    complete: t.exposeBoolean('complete', {
      description: 'Whether no section or variant segment may follow (both named, or without alternative).',
    }),
    canonicalUrl: t.exposeString('canonicalUrl', { description: 'The canonical URL of what the URL shows.' }),
  }),
});

const PublishedContentRedirect = builder.objectRef<Redirect>('PublishedContentRedirect').implement({
  description: 'Where to send the reader instead.',
  fields: (t) => ({
    target: t.exposeString('target', { description: '`application`, `content` or `external`.' }),
    redirect: t.exposeString('redirect', { description: 'The URL to go to.' }),
    site: t.exposeString('site', { description: 'Id of the site the URL names.' }),
  }),
});

const PublishedContentLookup = builder.unionType('PublishedContentLookup', {
  description: 'What a URL of a published site resolves to: content, or a redirect.',
  types: [PublishedSiteContent, PublishedContentRedirect],
  resolveType: (value) => ('redirect' in value ? 'PublishedContentRedirect' : 'PublishedSiteContent'),
});

builder.queryFields((t) => ({
  publishedContentByUrl: t.field({
    type: PublishedContentLookup,
    nullable: true,
    description:
      'What a URL of a published site shows: the site, section, site space, space and page path, with a site token ' +
      '(`apiToken`) that reads what the visitor sees; or a redirect. Unknown or unpublished: not found.',
    args: { input: t.arg({ type: ResolvePublishedUrlInput, required: true, description: 'The URL and visitor.' }) },
    resolve: (_, { input }, ctx) => resolvePublishedUrl(ctx, input as Parameters<typeof resolvePublishedUrl>[1]),
  }),
}));

const PublishedFile = builder.objectRef<PublishedFileRow>('PublishedFile').implement({
  description: 'A file of a published space, as a reader loads it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'File name.' }),
    contentType: t.exposeString('contentType', { description: 'MIME type.' }),
    hash: t.exposeString('hash', { description: 'Content hash (sha256): the ETag.' }),
    streamContent: t.int({
      description:
        'The length of the bytes, in bytes. For the REST route that selects it, the bytes themselves are ' +
        'streamed from storage as the response body (over /graphql, `contentBase64` carries them).',
      resolve: (file, _, ctx) => streamPublishedFile(ctx, file),
    }),
    contentBase64: t.string({
      description: 'The bytes, base64 (REST serves them raw).',
      resolve: (file, _, ctx) => publishedFileBase64(ctx, file),
    }),
  }),
});

builder.queryFields((t) => ({
  publishedFile: t.field({
    type: PublishedFile,
    nullable: true,
    description:
      "A file of a site's published space at the signed address a site token's reads give (no token needed); " +
      'not found once the site stops publishing the space or the live revision no longer has this version.',
    args: {
      siteId: t.arg.id(idOf({ required: true, description: 'Id of the site.' })),
      spaceId: t.arg.id(idOf({ required: true, description: 'Id of the space.' })),
      fileId: t.arg.id(idOf({ required: true, description: 'Id of the file.' })),
      hash: t.arg.string({ required: true, description: 'Content hash of the file (`v`).' }),
      signature: t.arg.string({ required: true, description: 'Signature of the address (`sig`).' }),
    },
    resolve: (_, { signature, ...address }, ctx) => publishedFile(ctx, address, signature),
  }),
}));
