/**
 * AI answers (docs/ai.md): importing the module registers its GraphQL types; `routes` are its /v1
 * rows (Ask on a site and in an organization, suggested questions, agent feedback).
 */
import './schema.ts';

export { aiRoutes as routes } from './rest.ts';
