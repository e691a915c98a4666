/** The content module's GraphQL, one file per topic (graphql/): importing this registers them all. */
import './graphql/revision.ts';
import './graphql/pages.ts';
import './graphql/files.ts';
import './graphql/page-edits.ts';
import './graphql/reusable-contents.ts';
import './graphql/changes.ts';
