/**
 * Fragments as a Relay app writes them against Quire's schema. The suite runs relay-compiler over
 * them (test/examples.test.ts): `@refetchable` needs `Node` types with global ids, `@connection`
 * needs Relay connections, and `nonNodeIdFields.allowedIdTypes: {}` (relay.config.json) fails on
 * any `id` field that does not identify an entity.
 */
type GraphQLTag = (strings: TemplateStringsArray) => string;
// relay-compiler reads the tagged templates; babel-plugin-relay replaces them in a real app.
const graphql: GraphQLTag = (strings) => strings.join('');

export const SpaceHeader = graphql`
  fragment fragments_space on Space @refetchable(queryName: "SpaceRefetchQuery") {
    id
    key
    title
    visibility
    organization { id title }
  }
`;

export const RevisionPages = graphql`
  fragment fragments_revision on Revision @refetchable(queryName: "RevisionRefetchQuery") {
    id
    pages { id key title path pages { id key title path } }
    files { id key name }
    reusableContents { id key title }
    links(first: 20) { edges { node { url status sourcePage { id title } targetPage { id title } } } }
  }
`;

export const PageDetails = graphql`
  fragment fragments_page on RevisionPage @refetchable(queryName: "PageRefetchQuery") {
    id
    key
    title
    document { key markdown }
  }
`;

export const OrganizationSpaces = graphql`
  fragment fragments_organization on Organization
    @refetchable(queryName: "OrganizationSpacesPaginationQuery")
    @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    id
    title
    spaces(first: $first, after: $after) @connection(key: "fragments_spaces") {
      edges { node { id ...fragments_space } }
    }
  }
`;

export const ChangeRequestComments = graphql`
  fragment fragments_changeRequest on ChangeRequest
    @refetchable(queryName: "ChangeRequestCommentsPaginationQuery")
    @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    id
    subject
    diff { pages { type page { key title } } files { key name } }
    commentList(first: $first, after: $after) @connection(key: "fragments_commentList") {
      edges { node { id status } }
    }
  }
`;

export const Screen = graphql`
  query fragmentsScreenQuery($space: ID!) {
    viewer { id displayName }
    space(id: $space) {
      ...fragments_space
      currentRevision { ...fragments_revision }
      organization { ...fragments_organization }
    }
  }
`;
