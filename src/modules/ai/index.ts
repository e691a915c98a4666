/**
 * The AI module: `jobs` the embedding of search sections for retrieval (embeddings.ts).
 */
import type { BackgroundJob } from '../../request/doors.ts';
import type { RestRoute } from '../../rest/route.ts';
import { embeddingJob } from './embeddings.ts';

export const routes: RestRoute[] = [];

export const jobs: BackgroundJob[] = [embeddingJob];
