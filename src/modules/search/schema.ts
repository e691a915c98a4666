import { builder, type ObjectFields } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { SpaceRef } from '../spaces/schema.ts';
import {
  MAX_QUERY,
  type SearchPageHit,
  type SearchSectionHit,
  type SearchSpaceHit,
  searchOrganization,
  searchSpace,
} from './service.ts';

const SearchResultTypeEnum = builder.enumType('SearchResultType', {
  description: 'What a search result matched.',
  values: {
    PAGE: { value: 'page', description: 'Matched on the page fields (title, description).' },
    SECTION: { value: 'section', description: 'Matched on the content of a section.' },
  } as const,
});

const SearchUrls = builder.simpleObject('SearchResultUrls', {
  description: 'Addresses of a search result.',
  fields: (t) => ({ app: t.string({ description: 'URL of the result in the app.' }) }),
});
const SearchAncestor = builder.simpleObject('SearchPageAncestor', {
  description: 'A parent page of a matching page, from the top.',
  fields: (t) => ({ title: t.string({ description: 'Title of the ancestor page.' }) }),
});

/** What a section or page result matched. */
const resultTypeField = <Hit extends SearchSectionHit | SearchPageHit>(t: ObjectFields<Hit>, description: string) =>
  t.field({ description, type: SearchResultTypeEnum, resolve: (hit) => hit.resultType });

/** The addresses of a section or page result. */
const urlsField = <Hit extends SearchSectionHit | SearchPageHit>(t: ObjectFields<Hit>) =>
  t.field({ description: 'Addresses of the result.', type: SearchUrls, resolve: (hit) => hit.urls });

const SearchSectionResult = builder.objectRef<SearchSectionHit>('SearchSectionResult').implement({
  description: 'A section (heading and its text; the untitled text before the first heading) of a matching page.',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The section id (the heading anchor).' }),
    title: t.exposeString('title', {
      description: 'The heading (the page title for the text before the first heading).',
    }),
    path: t.exposeString('path', { description: 'Page path and `#anchor` of the heading.' }),
    body: t.exposeString('body', { description: 'The text of the section (first 300 characters).' }),
    score: t.exposeFloat('score', { description: 'ts_rank based relevance (higher is better).' }),
    resultType: resultTypeField(t, 'What the result matched (SECTION).'),
    urls: urlsField(t),
  }),
});

const SearchPageResult = builder.objectRef<SearchPageHit>('SearchPageResult').implement({
  description: 'A page of the current revision matching a search.',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The page id.' }),
    title: t.exposeString('title', { description: 'Title of the page.' }),
    description: t.exposeString('description', { description: 'Description of the page (empty when none).' }),
    path: t.exposeString('path', { description: 'Path of the page in the revision.' }),
    score: t.exposeFloat('score', { description: 'ts_rank based relevance (higher is better).' }),
    rank: t.exposeInt('rank', { description: 'One-based position in the whole ranked result set.' }),
    resultType: resultTypeField(t, 'What the result matched.'),
    sections: t.field({
      type: [SearchSectionResult],
      description: 'Matching sections, best first (at most 5).',
      resolve: (p) => p.sections,
    }),
    ancestors: t.field({
      type: [SearchAncestor],
      description: 'From the top level to the parent.',
      resolve: (p) => p.ancestors,
    }),
    urls: urlsField(t),
  }),
});

export const SearchSpaceResult = builder.objectRef<SearchSpaceHit>('SearchSpaceResult').implement({
  description: 'A space with its pages matching an organization search.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'Always `"space"`.' }),
    key: t.exposeString('id', { description: 'The space id.' }),
    title: t.exposeString('title', { description: 'Title of the space.' }),
    score: t.exposeFloat('score', { description: 'The score of its best page.' }),
    pages: t.field({ description: 'Matching pages of the space.', type: [SearchPageResult], resolve: (s) => s.pages }),
  }),
});

const QUERY_DESCRIPTION = `Full-text query (web search syntax: words, "phrases", -exclusions, or), required, at most ${MAX_QUERY} characters.`;

builder.objectFields(SpaceRef, (t) => ({
  search: t.connection(
    {
      type: SearchPageResult,
      description:
        'Full-text search over the pages (titles, descriptions, sections) of the current revision, best first.',
      args: { query: t.arg.string({ description: QUERY_DESCRIPTION }) },
      resolve: (space, { query, ...args }, ctx) => searchSpace(ctx, space.id, query, args),
    },
    connectionOf(SearchPageResult),
  ),
}));

builder.objectFields(OrganizationRef, (t) => ({
  search: t.connection(
    {
      type: SearchSpaceResult,
      description: 'Full-text search across the spaces the caller can read, grouped by space (best space first).',
      args: { query: t.arg.string({ description: QUERY_DESCRIPTION }) },
      resolve: (org, { query, ...args }, ctx) => searchOrganization(ctx, org.id, query, args),
    },
    connectionOf(SearchSpaceResult),
  ),
}));
