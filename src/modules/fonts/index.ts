/**
 * The custom fonts module: importing it registers its GraphQL types; `routes` are its /v1 rows,
 * `doors` the fonts' files (public: published sites load them without a token).
 */
import './schema.ts';
import type { HttpDoor } from '../../request/doors.ts';
import { FONTS_PREFIX, serveFontFile } from './files.ts';

export { fontRoutes as routes } from './rest.ts';

export const doors: HttpDoor[] = [{ path: FONTS_PREFIX, label: FONTS_PREFIX, serve: serveFontFile }];
