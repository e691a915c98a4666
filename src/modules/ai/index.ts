/**
 * AI answers (docs/ai.md): importing the module registers its GraphQL types; `routes` are its /v1
 * rows (Ask on a site and in an organization, suggested questions, agent feedback); `jobs` the
 * embedding of search sections for retrieval (embeddings.ts).
 */
import './schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import { embeddingJob } from './embeddings.ts';

export { aiRoutes as routes } from './rest.ts';

export const jobs: BackgroundJob[] = [embeddingJob];
