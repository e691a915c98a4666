/**
 * AI answers (docs/ai.md): importing the module registers its GraphQL types; `routes` are its /v1
 * rows (Ask on a site and in an organization, suggested questions, agent feedback, and what a
 * site's readers asked: questions.ts); `jobs` the embedding of search sections for retrieval
 * (embeddings.ts).
 */
import './schema.ts';
import './questions-schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import { embeddingJob } from './embeddings.ts';
import { questionRoutes } from './questions-rest.ts';
import { aiRoutes } from './rest.ts';

export const routes = [...aiRoutes, ...questionRoutes];

export const jobs: BackgroundJob[] = [embeddingJob];
