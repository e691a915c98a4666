/** The reviews module: change request reviews, requested reviewers, contributors and the organization's change requests. */
import './schema.ts';

export { reviewRoutes as routes } from './rest.ts';
