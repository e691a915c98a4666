import { builder } from '../../graphql/builder.ts';
import { SpaceRef } from '../spaces/types.ts';
import { OrganizationRef } from '../organizations/types.ts';
import {
  MAX_QUERY,
  searchOrganization,
  searchSpace,
  type SearchPageHit,
  type SearchSectionHit,
  type SearchSpaceHit,
} from './service.ts';

const SearchResultTypeEnum = builder.enumType('SearchResultType', {
  values: {
    PAGE: { value: 'page', description: 'Matched on the page fields (title, description).' },
    SECTION: { value: 'section', description: 'Matched on the content of a section.' },
  } as const,
});

const SearchUrls = builder.simpleObject('SearchResultUrls', { fields: (t) => ({ app: t.string() }) });
const SearchAncestor = builder.simpleObject('SearchPageAncestor', { fields: (t) => ({ title: t.string() }) });

const SearchSectionResult = builder.objectRef<SearchSectionHit>('SearchSectionResult').implement({
  description: 'A section (heading and its text; the untitled text before the first heading) of a matching page.',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The section id (the heading anchor).' }),
    title: t.exposeString('title', {
      description: 'The heading (the page title for the text before the first heading).',
    }),
    path: t.exposeString('path', { description: 'Page path and `#anchor` of the heading.' }),
    body: t.exposeString('body', { description: 'The text of the section (first 300 characters).' }),
    score: t.exposeFloat('score'),
    resultType: t.field({ type: SearchResultTypeEnum, resolve: (s) => s.resultType }),
    urls: t.field({ type: SearchUrls, resolve: (s) => s.urls }),
  }),
});

const SearchPageResult = builder.objectRef<SearchPageHit>('SearchPageResult').implement({
  description: 'A page of the current revision matching a search.',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The page id.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    path: t.exposeString('path'),
    score: t.exposeFloat('score', { description: 'ts_rank based relevance (higher is better).' }),
    rank: t.exposeInt('rank', { description: 'One-based position in the whole ranked result set.' }),
    resultType: t.field({ type: SearchResultTypeEnum, resolve: (p) => p.resultType }),
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
    urls: t.field({ type: SearchUrls, resolve: (p) => p.urls }),
  }),
});

const SearchSpaceResult = builder.objectRef<SearchSpaceHit>('SearchSpaceResult').implement({
  description: 'A space with its pages matching an organization search.',
  fields: (t) => ({
    type: t.exposeString('type'),
    key: t.exposeString('id', { description: 'The space id.' }),
    title: t.exposeString('title'),
    score: t.exposeFloat('score', { description: 'The score of its best page.' }),
    pages: t.field({ type: [SearchPageResult], resolve: (s) => s.pages }),
  }),
});

const QUERY_DESCRIPTION = `Full-text query (web search syntax: words, "phrases", -exclusions, or), required, at most ${MAX_QUERY} characters.`;

builder.objectFields(SpaceRef, (t) => ({
  search: t.connection({
    type: SearchPageResult,
    description:
      'Full-text search over the pages (titles, descriptions, sections) of the current revision, best first.',
    args: { query: t.arg.string({ description: QUERY_DESCRIPTION }) },
    resolve: (space, { query, ...args }, ctx) => searchSpace(ctx, space.id, query, args),
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  search: t.connection({
    type: SearchSpaceResult,
    description: 'Full-text search across the spaces the caller can read, grouped by space (best space first).',
    args: { query: t.arg.string({ description: QUERY_DESCRIPTION }) },
    resolve: (org, { query, ...args }, ctx) => searchOrganization(ctx, org.id, query, args),
  }),
}));
