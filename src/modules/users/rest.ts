import { mutationsReturning } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

export const USER_FIELDS = /* GraphQL */ `
  fragment UserFields on User { object id: key displayName email photoURL urls { location } }
`;

const userMutation = mutationsReturning('user', USER_FIELDS);

export const userRoutes = [
  route({
    method: 'GET',
    path: '/v1',
    reader: false,
    summary: 'Get API information',
    description:
      "Answers the server's release: `version` (its package version) and `build` (the release and its Node.js runtime). No token needed.",
    operation: `query { apiInformation { version build } }`,
  }),
  route({
    method: 'GET',
    path: '/v1/user',
    reader: false,
    summary: 'Get profile of authenticated user',
    description: 'Returns the user the API token acts for, with its email. Without a token: 401.',
    operation: `query { viewer { ...UserFields } } ${USER_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/users/{userId}',
    reader: true,
    summary: 'Get a user by its ID',
    description:
      "Returns a user: yourself, or a member of an organization you are an active member of. With a site token, a member of the site's organization (for mentions on published pages), without the email. Anyone else: 404.",
    operation: `query ($userId: ID!) { user(id: $userId) { ...UserFields } } ${USER_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/users/{userId}',
    reader: false,
    summary: 'Update a user by its ID',
    description:
      'Changes your own `displayName` (1 to 64 characters) or `photoURL` (`null` removes it); at least one of them. Another user you can see is 403, one you cannot 404.',
    body: true,
    pick: 'user',
    operation: userMutation('updateUser', 'UpdateUserInput'),
  }),
];
