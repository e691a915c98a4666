/** The sites module's GraphQL, one file per topic (graphql/): importing this registers them all. */
import './graphql/site.ts';
import './graphql/sections.ts';
import './graphql/groups.ts';
import './graphql/site-spaces.ts';
import './graphql/published.ts';
import './graphql/urls.ts';
import './graphql/reader.ts';
import './graphql/customization.ts';
import './graphql/redirects.ts';
import './graphql/share-links.ts';
import './graphql/publishing-auth.ts';
import './graphql/tools.ts';
import './graphql/external-links.ts';
import './graphql/sort.ts';
