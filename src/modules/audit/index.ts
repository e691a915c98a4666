/** The audit module: an organization's audit log (entries, one entry, the recorded actions). */
import './schema.ts';

export { auditRoutes as routes } from './rest.ts';
