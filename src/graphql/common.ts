import { describedEnum } from './enums.ts';

export const MemberRoleEnum = describedEnum('MemberRole', 'Roles, strongest first. A null role is a guest.', {
  admin: 'Administrate content: create, delete spaces, ...',
  create: 'Create content.',
  review: 'Review content.',
  edit: 'Edit content, live or in change requests.',
  comment: 'Access content and its discussions.',
  read: 'Access content, cannot update it.',
});

export const ContentLevelEnum = describedEnum(
  'ContentLevel',
  'Default level of members on content: a role, or INHERIT from the parent. Null: no access by default.',
  {
    inherit: 'The level of the parent (collection or organization).',
    admin: 'Members administrate the content.',
    create: 'Members create content.',
    review: 'Members review content.',
    edit: 'Members edit content.',
    comment: 'Members read and comment.',
    read: 'Members read only.',
  },
);

export const OrderEnum = describedEnum('Order', 'Sort direction.', {
  asc: 'Ascending: oldest or smallest first.',
  desc: 'Descending: newest or largest first.',
});
