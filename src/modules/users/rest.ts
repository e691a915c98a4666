import { route } from '../../rest/route.ts';

export const userRoutes = [
  route({
    method: 'GET',
    path: '/v1/users/{userId}',
    reader: true,
    summary: 'Get a user by its ID',
    description:
      "Returns a user: yourself, or a member of an organization you are an active member of. With a site token, a member of the site's organization (for mentions on published pages), without the email. Anyone else: 404.",
    operation: `query ($userId: ID!) { user(id: $userId) { object id: key displayName email photoURL urls { location } } }`,
  }),
];
