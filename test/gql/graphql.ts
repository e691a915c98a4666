/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Input of `addOrganizationMember`. Instance admin (ADMIN_TOKEN): add a user to an organization with a role, or change it. */
export type AddOrganizationMemberInput = {
  /** An existing user. */
  email: string;
  /** Global id or REST key of the organization. */
  organizationId: string | number;
  /** null for a guest. */
  role?: MemberRole | null | undefined;
};

/** Input of `addSiteExternalLink`. Adds an external link at the end of the root of a site with sections, or of a section group (create role on the site). */
export type AddSiteExternalLinkInput = {
  /** Expression over visitor.claims (adaptive content); null or empty removes it. */
  condition?: string | null | undefined;
  /** At most 256 characters; null removes it. */
  description?: string | null | undefined;
  /** A draft link stays out of the published structure. */
  draft?: boolean | null | undefined;
  /** Icon name, at most 50 characters; null removes it. */
  icon?: string | null | undefined;
  /** The description in other languages (at most 256 characters each); null removes it. */
  localizedDescription?: unknown;
  /** The title in other languages, `{ language: title }` (at most 128 characters each). */
  localizedTitle?: unknown;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Id of the section group to put it in; absent: the root of the site. */
  parent?: string | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** Title, 2 to 128 characters. */
  title: string;
  /** An absolute http or https URL, at most 2048 characters. */
  url: string;
};

/** Input of `addSiteSectionGroup`. Adds a section group at the end of the site, with the listed sections in it. */
export type AddSiteSectionGroupInput = {
  /** Icon name, at most 50 characters. */
  icon?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Sections to move into the group, in this order. */
  sections?: Array<string> | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** 1 to 100 characters. */
  title: string;
};

/** Input of `addSiteSection`. Adds a section whose first site space is the space (create role). */
export type AddSiteSectionInput = {
  /** At most 256 characters. */
  description?: string | null | undefined;
  /** Icon name, at most 50 characters. */
  icon?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** A section group to put it in. */
  siteSectionGroupId?: string | number | null | undefined;
  /** The space of the section’s first site space; null creates a new space. */
  spaceId?: string | number | null | undefined;
  /** 2 to 64 characters; default: the title of the space. */
  title?: string | null | undefined;
};

/** Input of `addSiteSpace`. Adds a space to a section (default: the default section, or the root of a site without sections). */
export type AddSiteSpaceInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Default: the default section, or the root of a site without sections. */
  sectionId?: string | number | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** null creates a new space. */
  spaceId?: string | number | null | undefined;
};

/** Input of `addTeamMembers`. Organization admins and team owners add organization members to a team. */
export type AddTeamMembersInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Role for the listed users; default MEMBER for new ones. */
  role?: TeamMemberRole | null | undefined;
  /** Global id or REST key of the team (REST: path parameter). */
  teamId: string | number;
  /** User ids of organization members (1 to 1000). */
  userIds: Array<string | number>;
};

/** What an event of an answer carries. */
export type AiAnswerEventType =
  /** The whole answer, its citations renumbered to the sources it cites (last). */
  | 'DONE'
  /** The pages retrieved, numbered as the model sees them (first). */
  | 'SOURCES'
  /** The next piece of the text. */
  | 'TEXT';

/** Kind of actor that made a change. */
export type AuditEventActorType =
  /** An installation of an integration. */
  | 'INSTALLATION'
  /** An integration. */
  | 'INTEGRATION'
  /** Support staff. */
  | 'SUPPORT'
  /** The server itself: the instance admin token, the admin CLI, a job or a sign-in. */
  | 'SYSTEM'
  /** A person (their API token or browser session). */
  | 'USER';

/** What a contributor did. */
export type ChangeRequestContributionType =
  /** Commented or replied in the change request. */
  | 'COMMENT'
  /** Edited the content of the change request. */
  | 'EDIT';

/** How a change request changes an item. */
export type ChangeRequestDiffType =
  /** Not in the base: created by the change request. */
  | 'ADDED'
  /** In both: attributes, body or parent (`moved`) changed. */
  | 'EDITED'
  /** Not in the head: deleted by the change request. */
  | 'REMOVED';

/** Outcome of a merge or an update. */
export type ChangeRequestMergeResult =
  /** Nothing committed: `conflicts` lists what changed on both sides. */
  | 'CONFLICTS'
  /** Merged: `revision` is the new space revision. */
  | 'MERGE'
  /** Updated: `revision` is the new head of the change request. */
  | 'UPDATE';

/** Decision of a change request review. */
export type ChangeRequestReviewStatus =
  /** The reviewer approves the change request. */
  | 'APPROVED'
  /** The reviewer asks for changes before a merge. */
  | 'CHANGES_REQUESTED';

/** State of a change request. */
export type ChangeRequestStatus =
  /** Closed without merging. */
  | 'ARCHIVED'
  /** Work in progress. */
  | 'DRAFT'
  /** Merged into the space (set by a merge only). */
  | 'MERGED'
  /** Ready for review. */
  | 'OPEN';

/** State of a comment thread. */
export type CommentStatus =
  /** Open: not resolved. */
  | 'OPEN'
  /** Resolved (replies stay possible). */
  | 'RESOLVED';

/** Which comments to list by state. */
export type CommentStatusFilter =
  /** Open and resolved. */
  | 'ALL'
  /** Open only. */
  | 'OPEN'
  /** Resolved only. */
  | 'RESOLVED';

/** A file of an `insert_files` change. */
export type ContentBatchFileInput = {
  /** The bytes, base64 (at most 1 MiB decoded). */
  base64: string;
  /** MIME type, used when the bytes do not tell. */
  contentType?: string | null | undefined;
  /** File name with its extension, 1 to 256 characters. */
  name: string;
};

/** One change of a content batch; which fields apply depends on `operation`. */
export type ContentChangeInput = {
  /** Zero-based index among the new siblings; absent: unchanged, or at the end. */
  at?: number | null | undefined;
  /** The page's document: `{ markdown }`, or `{ document }` (GitBook's JSON document). */
  document?: unknown;
  /** The emoji; null removes it. */
  emoji?: string | null | undefined;
  /** insert_files: 1 to 20 files. */
  files?: Array<ContentBatchFileInput> | null | undefined;
  /** Hide the page from the table of contents. */
  hidden?: boolean | null | undefined;
  /** The parent page id; null: the top level (update_page); absent: unchanged, or the top level. */
  into?: string | null | undefined;
  /** What the change does. */
  operation: ContentChangeOperation;
  /** update_page, delete_page: the id of the page. */
  page?: string | null | undefined;
  /** The slug in its parent (at most 100 characters); default: from the title. */
  slug?: string | null | undefined;
  /** The title (1 to 256 characters). */
  title?: string | null | undefined;
};

/** What a change of a content batch does. */
export type ContentChangeOperation =
  /** Delete a page (`page`) and its sub-pages. */
  | 'DELETE_PAGE'
  /** Add files (`files`, base64, at most 1 MiB each). */
  | 'INSERT_FILES'
  /** Add a page with `document` (title from `title`, else its leading heading), under `into` at `at`. */
  | 'INSERT_PAGE'
  /** Change a page's metadata, document or place (`page`; `into` and `at` move it). */
  | 'UPDATE_PAGE';

/** Default level of members on content: a role, or INHERIT from the parent. Null: no access by default. */
export type ContentLevel =
  /** Members administrate the content. */
  | 'ADMIN'
  /** Members read and comment. */
  | 'COMMENT'
  /** Members create content. */
  | 'CREATE'
  /** Members edit content. */
  | 'EDIT'
  /** The level of the parent (collection or organization). */
  | 'INHERIT'
  /** Members read only. */
  | 'READ'
  /** Members review content. */
  | 'REVIEW';

/** A neighbour: `{ type: SPACE, space }` or `{ type: COLLECTION, collection }`. */
export type ContentPointerInput = {
  /** Collection id, with type COLLECTION. */
  collection?: string | number | null | undefined;
  /** Space id, with type SPACE. */
  space?: string | number | null | undefined;
  /** Kind of the neighbour. */
  type: ContentPointerType;
};

/** Kind of a neighbour in a move position. */
export type ContentPointerType =
  /** A collection (give `collection`). */
  | 'COLLECTION'
  /** A space (give `space`). */
  | 'SPACE';

/** Where to put an item among the siblings of its parent; absent neighbours: at the end. */
export type ContentPositionInput = {
  /** Right after this sibling. */
  after?: ContentPointerInput | null | undefined;
  /** Right before this sibling. */
  before?: ContentPointerInput | null | undefined;
};

/** Who can see the published content. */
export type ContentVisibility =
  /** Anyone who can access the parent collection (spaces in a collection only). */
  | 'IN_COLLECTION'
  /** Authorized members only. */
  | 'PRIVATE'
  /** Anyone; indexed by search engines. */
  | 'PUBLIC'
  /** Anyone with a secret token in the URL. */
  | 'SHARE_LINK'
  /** Anyone; not indexed by search engines. */
  | 'UNLISTED'
  /** Anyone authenticated through a JWT. */
  | 'VISITOR_AUTH';

/** Input of `createApiToken`. Create an API token for yourself, or (instance admin, ADMIN_TOKEN) for the user with `email`. The secret is answered once; lists show the rest. */
export type CreateApiTokenInput = {
  /** Email of the user the token acts for: the instance admin's choice (required for it), or the viewer's own. Absent: a token of the viewer. */
  email?: string | null | undefined;
  /** When the token stops working: in the future, at most 5 years ahead; absent: never. A token of a single sign-on creates tokens that expire no later than itself. */
  expiresAt?: string | null | undefined;
  /** What the token is for (1 to 100 characters). */
  label?: string | null | undefined;
};

/** Input of `createChangeRequest`. Opens a change request on the current content of the space (edit role). */
export type CreateChangeRequestInput = {
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** At most 100 characters. */
  subject?: string | null | undefined;
};

/** Input of `createCollection`. Creates a collection (create role in the organization, or on the parent collection). */
export type CreateCollectionInput = {
  /** At most 100 characters. */
  description?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Id of the parent collection. */
  parent?: string | number | null | undefined;
  /** At most 50 characters. */
  title?: string | null | undefined;
};

/** Input of `createCustomField`. Organization admins define a custom field. */
export type CreateCustomFieldInput = {
  /** At most 200 characters. */
  description?: string | null | undefined;
  /** ^[a-z0-9_-]{1,50}$, unique in the organization. */
  name: string;
  /** Select fields only: 1 to 50 distinct choices of 1 to 100 characters. */
  options?: Array<string> | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** At most 100 characters. */
  placeholder?: string | null | undefined;
  /** At most 100 characters. */
  title?: string | null | undefined;
  /** Kind of value the field holds. */
  type: CustomFieldType;
};

/** Input of `createCustomFont`. Organization admins create a custom font from uploaded font files. */
export type CreateCustomFontInput = {
  /** Its weights, without repeats; one is 400 (412 otherwise). */
  fontFaces: Array<CustomFontFaceInput>;
  /** 1 to 50 characters. */
  fontFamily: string;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
};

/** `{ role }` for the organization, `{ level, space }` for a space, `{ level, collection }` for a collection. */
export type CreateInviteLinkInput = {
  /** Id of a collection of the organization. */
  collection?: string | number | null | undefined;
  /** Space or collection invites: the role granted on it. */
  level?: MemberRole | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Organization invites: the role of those who join (null for guests). */
  role?: MemberRole | null | undefined;
  /** Id of a space of the organization. */
  space?: string | number | null | undefined;
};

/** Input of `createOpenAPISpec`. Creates a specification (createOpenAPISpec permission); processing starts in the background. */
export type CreateOpenApiSpecInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** 1 to 100 lowercase letters and digits, in words separated by single hyphens. */
  slug: string;
  /** Where the document comes from: a URL or its text. */
  source: OpenApiSpecSourceInput;
};

/** Input of `createOrUpdateOpenAPISpec`. Replaces the source of a specification (admins) or creates it; processing starts again in the background. */
export type CreateOrUpdateOpenApiSpecInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Where the document comes from: a URL or its text. */
  source: OpenApiSpecSourceInput;
  /** Slug of the specification (REST: path parameter). */
  specSlug: string;
};

/** Input of `createOrganization`. Instance admin (ADMIN_TOKEN): create an organization with its first admin. */
export type CreateOrganizationInput = {
  /** Email domains whose users may join (at most 100, lowercased); default none. */
  emailDomains?: Array<string> | null | undefined;
  /** An existing user; becomes the first admin. */
  ownerEmail: string;
  /** 2 to 255 characters. */
  title: string;
};

/** Input of `createPage`. Adds a page (edit role; not in a locked space). */
export type CreatePageInput = {
  /** Place right after this sibling page. */
  after?: string | null | undefined;
  /** Place right before this sibling page. */
  before?: string | null | undefined;
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** Emoji of the page. */
  emoji?: string | null | undefined;
  /** Hide the page from the table of contents. */
  hidden?: boolean | null | undefined;
  /** Link pages: the target URL. */
  href?: string | null | undefined;
  /** Document pages: the body (GFM), at most 1,000,000 characters. */
  markdown?: string | null | undefined;
  /** Id of the parent page; null: top level; absent: the neighbour's parent with before/after, else top level. */
  parent?: string | number | null | undefined;
  /** Default: derived from the title. */
  slug?: string | null | undefined;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** 1 to 256 characters. */
  title: string;
  /** Default DOCUMENT. */
  type?: RevisionPageType | null | undefined;
};

/** Input of `createReusableContent`. Adds a reusable content (edit role; a new revision, or a commit in the change request). */
export type CreateReusableContentInput = {
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** The content, as markdown. */
  markdown?: string | null | undefined;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** 1 to 256 characters. */
  title: string;
};

/** Input of `createSamlProvider`. Organization admins add a SAML provider. */
export type CreateSamlProviderInput = {
  /** One PEM X.509 certificate (max 10000); null clears it. */
  certificate?: string | null | undefined;
  /** null for guests. */
  defaultRole?: MemberRole | null | undefined;
  /** Id of a team of the organization; null clears it. */
  defaultTeam?: string | number | null | undefined;
  /** Max 1024; null clears it. */
  entityID?: string | null | undefined;
  /** 1 to 30 characters. */
  label: string;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** http(s) URL, max 2048; null clears it. */
  ssoURL?: string | null | undefined;
};

/** Input of `createSite`. Creates an unpublished site (create role), optionally publishing spaces at its root level. */
export type CreateSiteInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Ids of spaces to publish, at the root level, the first as the default. */
  spaces?: Array<string | number> | null | undefined;
  /** 2 to 128 characters. */
  title?: string | null | undefined;
  /** Default BASIC. */
  type?: SiteType | null | undefined;
  /** Default PUBLIC. */
  visibility?: SiteVisibility | null | undefined;
};

/** Input of `createSiteShareKey`. Creates a share key for a share-link site (admin); the key is returned only here. */
export type CreateSiteShareKeyInput = {
  /** A label, 1 to 100 characters. */
  name?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
};

/** Input of `createSpace`. Creates a space (create role in the organization, or on the parent collection). */
export type CreateSpaceInput = {
  /** Whether the content can be edited directly; default `LIVE`. */
  editMode?: SpaceEditMode | null | undefined;
  /** At most 50 characters. */
  emoji?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Id of the parent collection. */
  parent?: string | number | null | undefined;
  /** Deprecated: private spaces are no longer supported. Accepted and ignored. */
  private?: boolean | null | undefined;
  /** At most 50 characters. */
  title?: string | null | undefined;
};

/** Input of `createTeam`. Members with the create role or above create teams; the creator becomes an owner. */
export type CreateTeamInput = {
  /** User ids of organization members to add (the creator is added as owner). */
  members?: Array<string> | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** 1 to 64 characters. */
  title: string;
};

/** Input of `createTranslationSettings`. Organization admins create translation settings. */
export type CreateTranslationSettingsInput = {
  /** Target languages, without repeats (default none). */
  languages?: Array<TranslationLanguage> | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** 1 to 100 characters. */
  title: string;
};

/** Input of `createUser`. Instance admin: create a user and a first API token. */
export type CreateUserInput = {
  /** Name of the user. */
  displayName: string;
  /** Email address (unique). */
  email: string;
  /** URL of a photo. */
  photoURL?: string | null | undefined;
};

/** A new webhook. */
export type CreateWebhookInput = {
  /** A note for admins (at most 500 characters). */
  description?: string | null | undefined;
  /** Event types to send; empty or absent: all. */
  eventTypes?: Array<EventType> | null | undefined;
  /** Global id or REST id of the organization. */
  organizationId: string | number;
  /** Only events of this space (global id or REST id). */
  spaceId?: string | number | null | undefined;
  /** http(s) URL of the receiver; private addresses only for hosts in IMPORT_ALLOWED_HOSTS. */
  url: string;
};

/** Kind of value a custom field holds. */
export type CustomFieldType =
  /** true or false. */
  | 'BOOLEAN'
  /** A number. */
  | 'NUMBER'
  /** Distinct options of the field. */
  | 'SELECT_MULTI'
  /** One option of the field. */
  | 'SELECT_SINGLE'
  /** Distinct strings of 1 to 100 characters (at most 100). */
  | 'TAGS'
  /** A string (at most 10000 characters). */
  | 'TEXT';

/** A weight to set to an uploaded file, or to remove (`storageKey: null`). */
export type CustomFontFaceChangeInput = {
  /** The uploaded file’s key; null removes the weight (400 cannot go). */
  storageKey?: string | null | undefined;
  /** 1 to 1000. */
  weight: number;
};

/** A weight of a font and its uploaded file. */
export type CustomFontFaceInput = {
  /** The `key` of a font file uploaded through `generateStorageUploadURL` (within a day). */
  storageKey: string;
  /** 1 to 1000; a font has 400 (regular). */
  weight: number;
};

/** Input of `deleteCollection`. Deletes a collection and its sub-collections; the spaces in them are soft-deleted (restorable for 7 days). */
export type DeleteCollectionInput = {
  /** Global id or REST key of the collection (REST: path parameter). */
  collectionId: string | number;
};

/** Input of `deleteCustomFont`. Organization admins delete a custom font; sites that used it show their default font. */
export type DeleteCustomFontInput = {
  /** Global id or REST key of the custom font (REST: path parameter). */
  fontId: string | number;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
};

/** Input of `deleteInviteLink`. Deletes an invite link; it stops working. */
export type DeleteInviteLinkInput = {
  /** Global id or REST key of the invite link (REST: path parameter). */
  inviteId: string | number;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
};

/** Input of `deleteOpenAPISpec`. Deletes a specification and its versions (admins). */
export type DeleteOpenApiSpecInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Slug of the specification (REST: path parameter). */
  specSlug: string;
};

/** Input of `deletePage`. Deletes a page and its sub-pages. */
export type DeletePageInput = {
  /** Delete inside this change request (id or number). */
  changeRequestId?: string | number | null | undefined;
  /** Id of the page (its global id or its key; REST: path parameter). */
  pageId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Input of `deleteReusableContent`. Deletes a reusable content (edit role; a new revision, or a commit in the change request). */
export type DeleteReusableContentInput = {
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** Id of the reusable content (its global id or its key; REST: path parameter). */
  reusableContentId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Input of `deleteSite`. Deletes a site with its sections, groups and site spaces; the spaces stay (admin). */
export type DeleteSiteInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
};

/** Input of `deleteSpace`. Soft-deletes a space: restorable for 7 days, then purged. */
export type DeleteSpaceInput = {
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Input of `deleteTeam`. Organization admins and team owners delete a team (its grants go with it). */
export type DeleteTeamInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the team (REST: path parameter). */
  teamId: string | number;
};

/** Input of `deleteTranslationSettings`. Organization admins delete translation settings. */
export type DeleteTranslationSettingsInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the translation settings (REST: path parameter). */
  translationSettingsId: string | number;
};

/** The webhook to delete. */
export type DeleteWebhookInput = {
  /** Global id. */
  id: string | number;
};

/** Input of `duplicateSiteSpace`. Copies the site space's space (every page, file and reusable content) and publishes the copy right after it: in a new section of its own when it was its section's only variant, else as another variant (create role on the site). */
export type DuplicateSiteSpaceInput = {
  /** Quire has no draft site spaces: true is refused (400). */
  draft?: boolean | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** Global id or REST key of the site space (REST: path parameter). */
  siteSpaceId: string | number;
};

/** Input of `duplicateSpace`. Copies a space right after it in the same parent. */
export type DuplicateSpaceInput = {
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** How an embed shows. */
export type EmbedType =
  /** A link card: title, site, icon. */
  | 'LINK'
  /** A frame (`html`: an iframe written by Quire, never the remote markup). */
  | 'RICH';

/** The kind of a domain event; the wire name (webhooks, REST) is its lower snake case. */
export type EventType =
  /** The content of a change request moved to a new revision (an edit, an update from the space). */
  | 'CHANGE_REQUEST_CONTENT_UPDATED'
  /** A change request was opened. */
  | 'CHANGE_REQUEST_CREATED'
  /** A change request was merged into its space. */
  | 'CHANGE_REQUEST_MERGED'
  /** A merge was attempted and stopped on conflicts (nothing changed). */
  | 'CHANGE_REQUEST_MERGE_CONFLICTED'
  /** The status of a change request changed (draft, open, archived). */
  | 'CHANGE_REQUEST_STATUS_UPDATED'
  /** The subject or status of a change request changed. */
  | 'CHANGE_REQUEST_UPDATED'
  /** A comment (with its replies) was deleted. */
  | 'COMMENT_DELETED'
  /** The body of a comment was edited. */
  | 'COMMENT_EDITED'
  /** A comment was posted. */
  | 'COMMENT_POSTED'
  /** Emoji reactions on a comment changed. */
  | 'COMMENT_REACTED'
  /** A resolved comment was reopened. */
  | 'COMMENT_REOPENED'
  /** A comment was resolved. */
  | 'COMMENT_RESOLVED'
  /** A user joined the organization. */
  | 'MEMBER_ADDED'
  /** A member left or was removed from the organization. */
  | 'MEMBER_REMOVED'
  /** A member's role changed. */
  | 'MEMBER_ROLE_UPDATED'
  /** A reply was deleted. */
  | 'REPLY_DELETED'
  /** The body of a reply was edited. */
  | 'REPLY_EDITED'
  /** A reply was posted to a comment. */
  | 'REPLY_POSTED'
  /** Emoji reactions on a reply changed. */
  | 'REPLY_REACTED'
  /** A docs site was published. */
  | 'SITE_PUBLISHED'
  /** The sections or spaces of a docs site changed. */
  | 'SITE_STRUCTURE_UPDATED'
  /** A docs site was unpublished. */
  | 'SITE_UNPUBLISHED'
  /** The space's live content moved to a new revision (an edit, an import, a merge). */
  | 'SPACE_CONTENT_UPDATED'
  /** A space was created (or duplicated). */
  | 'SPACE_CREATED'
  /** A space was deleted (restorable for 7 days). */
  | 'SPACE_DELETED'
  /** A space moved to another collection, position or organization. */
  | 'SPACE_MOVED'
  /** A deleted space was restored. */
  | 'SPACE_RESTORED'
  /** Settings of a space changed (title, emoji, visibility, edit mode...). */
  | 'SPACE_UPDATED'
  /** The visibility of a space changed. */
  | 'SPACE_VISIBILITY_UPDATED'
  /** A team was created. */
  | 'TEAM_CREATED'
  /** A team was deleted (with its memberships). */
  | 'TEAM_DELETED'
  /** A member was added to a team (by a person, or by the team sync of an OIDC provider). */
  | 'TEAM_MEMBER_ADDED'
  /** A member was removed from a team (by a person, or by the team sync of an OIDC provider). */
  | 'TEAM_MEMBER_REMOVED';

/** The format of a font file, for CSS `format()`. */
export type FontSourceFormat =
  /** WOFF. */
  | 'WOFF'
  /** WOFF2 (what browsers prefer). */
  | 'WOFF2';

/** Input of `generateStorageUploadURL`. Organization admins declare a file to upload to Quire’s storage (a custom font’s file) and get the URL to PUT it to. */
export type GenerateStorageUploadUrlInput = {
  /** The file to upload. */
  file: StorageFileMetadataInput;
  /** What the file is for. */
  kind: StorageUploadKind;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
};

/** Direction of a Git Sync operation. */
export type GitSyncOperationDirection =
  /** From the content to the repository. */
  | 'EXPORT'
  /** From the repository to the content. */
  | 'IMPORT';

/** State of a Git Sync operation. */
export type GitSyncOperationState =
  /** Failed. */
  | 'FAILURE'
  /** Still running. */
  | 'RUNNING'
  /** Succeeded. */
  | 'SUCCESS'
  /** Timed out. */
  | 'TIMEOUT';

/** One change of a batch (GitBook’s GlossaryBatchOperation). */
export type GlossaryBatchOperationInput = {
  /** Global id or REST key of the entry updated or deleted. */
  id?: string | number | null | undefined;
  /** The terms by language code (insert, update): 1 to 255 characters on one line each. */
  translations?: unknown;
  /** What the change does. */
  type: GlossaryOperationType;
};

/** A change to a translation glossary. */
export type GlossaryOperationType =
  /** Deletes entry `id`. */
  | 'DELETE'
  /** Adds an entry (`translations`). */
  | 'INSERT'
  /** Replaces the terms of entry `id` (`translations`). */
  | 'UPDATE';

/** Input of `importContent`. Fetches `url` and imports it as one new revision (edit role; not in a locked space). Unreadable content and vendor-cloud sources fail with status 422, a body over FETCH_MAX_BYTES with 413 (top-level errors with extensions.http.status). */
export type ImportContentInput = {
  /** Import into this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** Import into this page: replaces its content (and its sub-pages for a multi-page source). Absent: pages are appended at the top level. */
  pageId?: string | number | null | undefined;
  /** Kind of source at `url`. */
  source: ImportSource;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** An http(s) URL the server fetches (private addresses refused unless IMPORT_ALLOWED_HOSTS lists them). */
  url: string;
};

/** What an import run imports: a URL, or files of the target. */
export type ImportRunSourceInput = {
  /** For `file`: ids of files of the target's content, 1 to 50. */
  files?: Array<string> | null | undefined;
  /** The kind of source. */
  type: ImportRunSourceType;
  /** An http(s) URL the server fetches (every type but `file`). */
  url?: string | null | undefined;
};

/** What an import run imports. CONFLUENCE, DROPBOX_PAPER, NOTION, QUIP and GOOGLE_DOCS need a vendor cloud account and are refused (400). */
export type ImportRunSourceType =
  /** Needs an Atlassian cloud account: refused (400). */
  | 'CONFLUENCE'
  /** A Word document (.docx) at `url`. */
  | 'DOCX'
  /** Needs a Dropbox account: refused (400). */
  | 'DROPBOX_PAPER'
  /** Files already in the target's content (`files`, uploaded with uploadFile): markdown, HTML, .docx or zip, each read by its type. */
  | 'FILE'
  /** A wiki at https://github.com/{owner}/{repo}/wiki, crawled over HTTP. */
  | 'GITHUB_WIKI'
  /** Needs a Google account: refused (400). */
  | 'GOOGLE_DOCS'
  /** One HTML page at `url`. */
  | 'HTML'
  /** One markdown file at `url`. */
  | 'MARKDOWN'
  /** Needs a Notion account: refused (400). */
  | 'NOTION'
  /** Needs a Quip account: refused (400). */
  | 'QUIP'
  /** A same-origin crawl from `url` (bounded pages and depth), HTML converted to markdown. */
  | 'WEBSITE'
  /** A zip of markdown files and images at `url` (SUMMARY.md or a Git Sync repository). */
  | 'ZIP';

/** Where an import run is. */
export type ImportRunStatus =
  /** Cancelled before it completed; nothing was written. */
  | 'CANCELLED'
  /** Done: its content is one new revision of the target. */
  | 'COMPLETED'
  /** Stopped on an error (`reason`); nothing was written. */
  | 'FAILED'
  /** Running: fetching, reading, then writing its revision. */
  | 'IN_PROGRESS'
  /** Waiting for an instance to run it. */
  | 'PENDING';

/** Where an import run writes: a space, optionally a change request and a page of it. */
export type ImportRunTargetInput = {
  /** Id or number of a change request of the space; absent: the live content. */
  changeRequest?: string | null | undefined;
  /** Id of a page whose content is replaced (and its sub-pages, for a multi-page source). */
  page?: string | null | undefined;
  /** Id of a space of the organization. */
  space: string;
};

/** Where imported content comes from. CONFLUENCE, DROPBOX_PAPER, NOTION, QUIP and GOOGLE_DOCS need a vendor cloud account and are refused (422). */
export type ImportSource =
  /** Needs an Atlassian cloud account: refused (422). */
  | 'CONFLUENCE'
  /** A Word document (.docx): one page; embedded images become files. */
  | 'DOCX'
  /** Needs a Dropbox account: refused (422). */
  | 'DROPBOX_PAPER'
  /** A wiki at https://github.com/{owner}/{repo}/wiki: its pages, crawled over HTTP. */
  | 'GITHUB_WIKI'
  /** Needs a Google account: refused (422). */
  | 'GOOGLE_DOCS'
  /** One HTML page converted to markdown. */
  | 'HTML'
  /** One markdown file: one page, titled by its first heading. */
  | 'MARKDOWN'
  /** Needs a Notion account: refused (422). */
  | 'NOTION'
  /** Needs a Quip account: refused (422). */
  | 'QUIP'
  /** A same-origin crawl from the URL (bounded pages and depth), HTML converted to markdown. */
  | 'WEBSITE'
  /** A zip of markdown files and images: folders nest pages, SUMMARY.md decides order and nesting. */
  | 'ZIP';

/** Marketplace category of an integration. */
export type IntegrationCategory =
  /** Analytics. */
  | 'ANALYTICS'
  /** Collaboration. */
  | 'COLLABORATION'
  /** Content. */
  | 'CONTENT'
  /** Git synchronization. */
  | 'GITSYNC'
  /** Marketing. */
  | 'MARKETING'
  /** Other. */
  | 'OTHER'
  /** Visitor authentication. */
  | 'VISITOR_AUTH';

/** A link shown with the integration. */
export type IntegrationExternalLinkInput = {
  /** Text of the link. */
  label: string;
  /** The URL (http or https). */
  url: string;
};

/** Version of the runtime the integration script is written for (scripts are stored, not run). */
export type IntegrationRuntime =
  /** Runtime version 1. */
  | 'V1'
  /** Runtime version 2. */
  | 'V2';

/** A permission an integration asks for where it is installed (REST: the wire value, e.g. `space:content:read`). */
export type IntegrationScope =
  /** Send conversations to be ingested. */
  | 'CONVERSATIONS_INGEST'
  /** Read OpenAPI specifications. */
  | 'OPENAPI_READ'
  /** Change OpenAPI specifications. */
  | 'OPENAPI_WRITE'
  /** Read the feedback left on pages. */
  | 'PAGE_FEEDBACK_READ'
  /** Read the adaptive content schema of sites. */
  | 'SITE_ADAPTIVE_READ'
  /** Change the adaptive content schema of sites. */
  | 'SITE_ADAPTIVE_WRITE'
  /** Read the settings of sites. */
  | 'SITE_METADATA_READ'
  /** Set cookies from the injected script. */
  | 'SITE_SCRIPT_COOKIES'
  /** Inject a script in published sites. */
  | 'SITE_SCRIPT_INJECT'
  /** Read the page views of sites. */
  | 'SITE_VIEWS_READ'
  /** Authenticate the visitors of sites. */
  | 'SITE_VISITOR_AUTH'
  /** Provide claims about the visitors of sites. */
  | 'SITE_VISITOR_CLAIMS'
  /** Read the content of spaces. */
  | 'SPACE_CONTENT_READ'
  /** Change the content of spaces. */
  | 'SPACE_CONTENT_WRITE'
  /** Synchronize spaces with a Git repository. */
  | 'SPACE_GIT_SYNC'
  /** Read the settings of spaces. */
  | 'SPACE_METADATA_READ'
  /** Change the settings of spaces. */
  | 'SPACE_METADATA_WRITE'
  /** Read the page views of spaces. */
  | 'SPACE_VIEWS_READ';

/** Where the integration can be installed (ALL: everywhere). */
export type IntegrationTarget =
  /** Organizations, spaces and sites. */
  | 'ALL'
  /** Organizations. */
  | 'ORGANIZATION'
  /** Sites. */
  | 'SITE'
  /** Spaces. */
  | 'SPACE';

/** public: listed for everyone; unlisted: readable by name by anyone, listed only to the owner organization; private: owner organization only. */
export type IntegrationVisibility =
  /** Owner organization only. */
  | 'PRIVATE'
  /** Listed for everyone. */
  | 'PUBLIC'
  /** Readable by name by anyone; listed only to the owner organization. */
  | 'UNLISTED';

/** What an invite link grants. */
export type InviteLinkKind =
  /** Grants the joiner a level on a collection. */
  | 'COLLECTION'
  /** Makes the joiner a member with a role. */
  | 'ORGANIZATION'
  /** Grants the joiner a level on a space. */
  | 'SPACE';

/** Input of `inviteToCollection`. Admins of the collection give a role on it to members and teams of its organization (replacing the role they had there), never above their own. */
export type InviteToCollectionInput = {
  /** Global id or REST key of the collection (REST: path parameter). */
  collectionId: string | number;
  /** The role to give (required; null is refused). */
  role?: MemberRole | null | undefined;
  /** Teams of the organization to give it to (1 to 1000). */
  teams?: Array<string | number> | null | undefined;
  /** Users to give it to: members of the organization, guests included (1 to 1000). */
  users?: Array<string | number> | null | undefined;
};

/** Input of `inviteToSpace`. Admins of the space give a role on it to members and teams of its organization (replacing the role they had there), never above their own. */
export type InviteToSpaceInput = {
  /** The role to give (required; null is refused). */
  role?: MemberRole | null | undefined;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** Teams of the organization to give it to (1 to 1000). */
  teams?: Array<string | number> | null | undefined;
  /** Users to give it to: members of the organization, guests included (1 to 1000). */
  users?: Array<string | number> | null | undefined;
};

/** Input of `inviteUsersToOrganization`. Organization admins add the users with these emails as members (no email is sent: the accounts must exist; an unknown email is a 400 and adds no one). */
export type InviteUsersToOrganizationInput = {
  /** Who to add (1 to 1000): an email, or `{ email, role }` (`role` a wire value such as `"edit"`, null for a guest). */
  emails: Array<unknown>;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Role of those given by email alone; null: guests; absent: the organization's default role. */
  role?: MemberRole | null | undefined;
  /** Mark the new members as single sign-on members. */
  sso?: boolean | null | undefined;
};

/** Whether a link resolves. */
export type LinkStatus =
  /** An internal target missing in the revision. */
  | 'BROKEN'
  /** A URL pointing to an internal location of the application (under PUBLIC_URL/app). */
  | 'IN_APP'
  /** The target page or file exists in the revision, or an external URL (not fetched). */
  | 'OK';

/** Roles, strongest first. A null role is a guest. */
export type MemberRole =
  /** Administrate content: create, delete spaces, ... */
  | 'ADMIN'
  /** Access content and its discussions. */
  | 'COMMENT'
  /** Create content. */
  | 'CREATE'
  /** Edit content, live or in change requests. */
  | 'EDIT'
  /** Access content, cannot update it. */
  | 'READ'
  /** Review content. */
  | 'REVIEW';

/** A member role, or GUEST for members without a role. */
export type MemberRoleFilter =
  /** Admins. */
  | 'ADMIN'
  /** Members with role comment. */
  | 'COMMENT'
  /** Members with role create. */
  | 'CREATE'
  /** Members with role edit. */
  | 'EDIT'
  /** Guests (no organization role). */
  | 'GUEST'
  /** Members with role read. */
  | 'READ'
  /** Members with role review. */
  | 'REVIEW';

/** Order of a member list. */
export type MemberSort =
  /** Date the member joined (default). */
  | 'JOINED_AT'
  /** Last activity; lists only members seen at least once. */
  | 'LAST_SEEN_AT'
  /** Display name of the user. */
  | 'NAME';

/** Input of `mergeChangeRequest`. Three-way merge of the change request into the space (edit role). With conflicts nothing is merged. */
export type MergeChangeRequestInput = {
  /** Id or number. */
  changeRequestId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** What a merge conflict is about. */
export type MergeConflictKind =
  /** A page attribute (title, slug...) changed differently on both sides. */
  | 'ATTRIBUTE'
  /** The same lines of a page changed on both sides. */
  | 'CONTENT'
  /** Deleted on one side, changed on the other. */
  | 'DELETED_AND_CHANGED'
  /** A file changed differently on both sides. */
  | 'FILE'
  /** A reusable content changed differently on both sides. */
  | 'REUSABLE_CONTENT';

/** Kind of a merge rule (REST `rule`). */
export type MergeRuleKind =
  /** The listed users may merge without the other rules passing (`MergeRuleUsers`). */
  | 'ALLOW_BYPASS'
  /** An expression that must be true (`MergeRuleCustom`). */
  | 'CUSTOM'
  /** A review by the AI agent (`MergeRuleCheck`). */
  | 'REQUIRE_AGENT_REVIEW'
  /** Every review approves the change request (`MergeRuleCheck`). */
  | 'REQUIRE_ALL_REVIEWS_APPROVED'
  /** At least one approving review (`MergeRuleCheck`). */
  | 'REQUIRE_AT_LEAST_ONE_APPROVED_REVIEW'
  /** At least one review (`MergeRuleCheck`). */
  | 'REQUIRE_AT_LEAST_ONE_REVIEW'
  /** Only the author of the change request merges it (`MergeRuleCheck`). */
  | 'REQUIRE_AUTHOR_TO_MERGE'
  /** The change request has a description (`MergeRuleCheck`). */
  | 'REQUIRE_CHANGE_REQUEST_DESCRIPTION'
  /** The change request has a subject (`MergeRuleCheck`). */
  | 'REQUIRE_CHANGE_REQUEST_SUBJECT'
  /** At least one of the listed users must approve the change request (`MergeRuleUsers`). */
  | 'REQUIRE_ONE_OF_SPECIFIC_REVIEWERS'
  /** Every listed user must approve the change request (`MergeRuleUsers`). */
  | 'REQUIRE_SPECIFIC_REVIEWERS'
  /** The change request is up to date with the main content (`MergeRuleCheck`). */
  | 'REQUIRE_UP_TO_DATE_CHANGE_REQUEST';

/** Input of `moveCollection`. Moves a collection to another parent and/or position (never into itself or a descendant). */
export type MoveCollectionInput = {
  /** Global id or REST key of the collection (REST: path parameter). */
  collectionId: string | number;
  /** Id of the target collection; null for the top level; absent: unchanged. */
  parent?: string | number | null | undefined;
  /** Where to put it among its new siblings; absent: last. */
  position?: ContentPositionInput | null | undefined;
};

/** Input of `movePage`. Moves a page (with its sub-pages) under another parent and/or among its siblings. */
export type MovePageInput = {
  /** Place right after this sibling page. */
  after?: string | null | undefined;
  /** Place right before this sibling page. */
  before?: string | null | undefined;
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** Id of the page (its global id or its key; REST: path parameter). */
  pageId: string | number;
  /** New parent page id; null: top level; absent: the neighbour's parent with before/after, else the same parent. */
  parent?: string | number | null | undefined;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Input of `moveSiteSectionGroup`. Moves a section group among the root sections and groups, or to the end. */
export type MoveSiteSectionGroupInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Absent: at the end of the site. */
  position?: SiteSectionGroupPositionInput | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** Global id or REST key of the section group (REST: path parameter). */
  siteSectionGroupId: string | number;
};

/** Input of `moveSiteSection`. Moves a section next to another one (joining its level: root or group), or to the end of its level. */
export type MoveSiteSectionInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Absent: at the end of its level (root or group). */
  position?: SiteSectionPositionInput | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** Global id or REST key of the section (REST: path parameter). */
  siteSectionId: string | number;
};

/** Input of `moveSiteSpace`. Moves a site space among the site spaces of its section, or to the end. */
export type MoveSiteSpaceInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Absent: at the end of its section. */
  position?: SiteSpacePositionInput | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** Global id or REST key of the site space (REST: path parameter). */
  siteSpaceId: string | number;
};

/** Input of `moveSpace`. Moves a space to another parent and/or position. */
export type MoveSpaceInput = {
  /** Id of the target collection; null for the top level; absent: unchanged. */
  parent?: string | number | null | undefined;
  /** Where to put it among its new siblings; absent: last. */
  position?: ContentPositionInput | null | undefined;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Why processing an OpenAPI document failed. */
export type OpenApiSpecProcessingErrorCode =
  /** The source URL could not be fetched (network error, HTTP error, refused address, too large). */
  | 'FETCH_ERROR'
  /** The source URL did not answer within FETCH_TIMEOUT_MS. */
  | 'FETCH_TIMEOUT'
  /** The document is not valid JSON/YAML, or not a valid OpenAPI 3.x / Swagger 2.0 document. */
  | 'PARSE_ERROR';

/** pending (waiting to be processed) -> progress (being fetched and parsed) -> complete (with an error code on failure). */
export type OpenApiSpecProcessingState =
  /** Processed (see `lastProcessErrorCode` for a failure). */
  | 'COMPLETE'
  /** Waiting to be processed. */
  | 'PENDING'
  /** Being fetched and parsed. */
  | 'PROGRESS';

/** Exactly one of `url` (fetched in the background) or `text` (JSON or YAML). */
export type OpenApiSpecSourceInput = {
  /** The document, at most 10 MiB. */
  text?: string | null | undefined;
  /** http(s) URL, at most 2048 characters. */
  url?: string | null | undefined;
};

/** Kind of API description document. */
export type OpenApiSpecification =
  /** OpenAPI 3.x */
  | 'OPENAPI'
  /** Swagger 2.0 */
  | 'SWAGGER';

/** Sort direction. */
export type Order =
  /** Ascending: oldest or smallest first. */
  | 'ASC'
  /** Descending: newest or largest first. */
  | 'DESC';

/** A reader's rating of a page. */
export type PageFeedbackRating =
  /** The page did not help. */
  | 'BAD'
  /** The page helped. */
  | 'GOOD'
  /** The page helped somewhat. */
  | 'OK';

/** Input of `pingOrganization`. Record the caller's activity in the organization and get its visitor claims. */
export type PingOrganizationInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
};

/** Input of `publishIntegration`. Publishes a new integration, or a new version of one (admins of its organization). */
export type PublishIntegrationInput = {
  /** Custom blocks (at most 50): `[{ id, title, description?, icon?, urlUnfurl?, markdown?: { codeblock, body } }]`. */
  blocks?: unknown;
  /** Marketplace categories. */
  categories?: Array<IntegrationCategory> | null | undefined;
  /** Configuration schemas: `{ account?, space?, site? }`, each a JSON Schema object with `properties` (string, number, boolean or button). */
  configurations?: unknown;
  /** A CSP string or a map of directives. */
  contentSecurityPolicy?: unknown;
  /** Content sources (at most 50): `[{ id, title, description?, icon?, configuration: { componentId } }]`. */
  contentSources?: unknown;
  /** At most 100 characters. */
  description: string;
  /** At most 5. */
  externalLinks?: Array<IntegrationExternalLinkInput> | null | undefined;
  /** Base64 PNG, JPEG, GIF, WebP or SVG (1 MiB). */
  icon?: string | null | undefined;
  /** Letters, digits, - _ . (at most 100). */
  integrationName: string;
  /** Id or hostname of the publishing organization (the caller must be an admin). */
  organization: string | number;
  /** At most 3 base64 images. */
  previewImages?: Array<string> | null | undefined;
  /** Version of the runtime of the script; absent: V1. */
  runtime?: IntegrationRuntime | null | undefined;
  /** Permissions it asks for where it is installed. */
  scopes: Array<IntegrationScope>;
  /** Content of the script (stored, not run). */
  script: string;
  /** Map of name to string, stored encrypted and never returned. Absent: kept; {}: removed. */
  secrets?: unknown;
  /** Markdown, at most 2048 characters. */
  summary?: string | null | undefined;
  /** Absent: ALL. */
  target?: IntegrationTarget | null | undefined;
  /** 2 to 30 characters. */
  title: string;
  /** Who can see it; absent: PUBLIC. */
  visibility?: IntegrationVisibility | null | undefined;
};

/** Input of `publishSite`. Makes the site live for the audience of its visibility (admin). */
export type PublishSiteInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
};

/** Input of `reactToComment`. Adds or takes back the caller's emoji reactions on a comment or a reply (comment role). */
export type ReactToCommentInput = {
  /** Emojis to react with (the caller's reactions). */
  add?: Array<string> | null | undefined;
  /** Global id of a comment or of a reply. */
  id: string | number;
  /** Emojis to take back. */
  remove?: Array<string> | null | undefined;
};

/** The delivery to send again. */
export type RedeliverWebhookDeliveryInput = {
  /** Global id. */
  id: string | number;
};

/** Input of `removeMember`. Admin, or a member removing itself. The last admin cannot be removed. */
export type RemoveMemberInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the user (REST: path parameter). */
  userId: string | number;
};

/** Input of `removeTeamFromSpace`. Admins of the space remove a team's permission on it. */
export type RemoveTeamFromSpaceInput = {
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** Global id or REST key of the team (REST: path parameter). */
  teamId: string | number;
};

/** Input of `removeTeamMember`. Organization admins and team owners remove one user from a team. */
export type RemoveTeamMemberInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the team (REST: path parameter). */
  teamId: string | number;
  /** Global id or REST key of the user to remove. */
  userId: string | number;
};

/** Input of `removeTeamMembers`. Organization admins and team owners remove users from a team. */
export type RemoveTeamMembersInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the team (REST: path parameter). */
  teamId: string | number;
  /** Global ids or REST keys of the users to remove. */
  userIds: Array<string | number>;
};

/** Input of `renamePage`. Changes the title; the slug and path stay unless `slug` or `updateSlug` is given. */
export type RenamePageInput = {
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** Id of the page (its global id or its key; REST: path parameter). */
  pageId: string | number;
  /** A new slug (changes the path of the page and its sub-pages). */
  slug?: string | null | undefined;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** The new title (1 to 256 characters). */
  title: string;
  /** Derive the slug again from the new title. */
  updateSlug?: boolean | null | undefined;
};

/** Input of `requestChangeRequestReviewers`. Asks users who can read the space to review a change request (edit role). */
export type RequestChangeRequestReviewersInput = {
  /** Id or number of the change request. */
  changeRequestId: string | number;
  /** A new description, as a JSON document. */
  description?: unknown;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** A new subject for the change request (at most 100 characters). */
  subject?: string | null | undefined;
  /** Ids of the users to ask (1 to 100). */
  users: Array<string>;
};

/** Input of `resolveComment`. Resolves (or with `resolved: false` reopens) a comment (edit role). */
export type ResolveCommentInput = {
  /** Global id of the comment. */
  id: string | number;
  /** false reopens it. */
  resolved?: boolean | null | undefined;
};

/** Input of `restoreSpace`. Restores a space deleted less than 7 days ago. */
export type RestoreSpaceInput = {
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Kind of page. */
export type RevisionPageType =
  /** A page with a document (markdown). */
  | 'DOCUMENT'
  /** A top-level group of pages. */
  | 'GROUP'
  /** A link to a URL in the table of contents. */
  | 'LINK';

/** Kind of a semantic change (REST `type`). */
export type RevisionSemanticChangeType =
  /** A file was added. */
  | 'FILE_CREATED'
  /** A file was removed. */
  | 'FILE_DELETED'
  /** Attributes or the bytes of a file changed. */
  | 'FILE_EDITED'
  /** A page was created. */
  | 'PAGE_CREATED'
  /** A page was deleted (with its sub-pages). */
  | 'PAGE_DELETED'
  /** Attributes or the body of a page changed. */
  | 'PAGE_EDITED'
  /** A page has another parent. */
  | 'PAGE_MOVED'
  /** A reusable content was added. */
  | 'REUSABLE_CONTENT_CREATED'
  /** A reusable content was removed. */
  | 'REUSABLE_CONTENT_DELETED'
  /** The title or the body of a reusable content changed. */
  | 'REUSABLE_CONTENT_EDITED';

/** How a revision was created. */
export type RevisionType =
  /** Computed from a source revision. */
  | 'COMPUTED'
  /** Created by editing the content. */
  | 'EDITS'
  /** Created by merging a change request. */
  | 'MERGE'
  /** Created as a rollback of a previous revision. */
  | 'ROLLBACK'
  /** Created by updating a change request from the main content. */
  | 'UPDATE';

/** Input of `revokeApiToken`. Revoke one of your API tokens (the instance admin: anyone's); it is refused (401) from the next request on, on every instance, and the browser sessions opened with it end. Any other id: not found. */
export type RevokeApiTokenInput = {
  /** Global id or key of the API token. */
  id: string | number;
};

/** Input of `revokeMemberTokens`. Admin: revoke every API token and browser session of a member. A token is its user's, so they are revoked everywhere, in the member's other organizations too: a leaked token is a leaked token. Refused (401) from the next request on, on every instance. */
export type RevokeMemberTokensInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the user (REST: path parameter). */
  userId: string | number;
};

/** Input of `revokeSession`. End one of your browser sessions (the instance admin: anyone's). Any other id: not found. */
export type RevokeSessionInput = {
  /** Global id or key of the browser session. */
  id: string | number;
};

/** Input of `revokeSiteShareKey`. Revokes a share key (admin): links carrying it stop working. */
export type RevokeSiteShareKeyInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Id of the share key (its `id`). */
  shareKeyId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
};

/** Input of `rotateSiteVisitorKey`. Replaces the key that signs visitor JWTs (admin). */
export type RotateSiteVisitorKeyInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
};

/** The webhook whose secret to replace. */
export type RotateWebhookSecretInput = {
  /** Global id. */
  id: string | number;
};

/** Whether a SAML provider can be used. */
export type SamlProviderStatus =
  /** ssoURL, entityID and certificate are set: members can sign in with it. */
  | 'ACTIVE'
  /** Not fully configured yet. */
  | 'PENDING';

/** What a search result matched. */
export type SearchResultType =
  /** Matched on the page fields (title, description). */
  | 'PAGE'
  /** Matched on the content of a section. */
  | 'SECTION';

/** Input of `setMemberSso`. Admin: mark a member as able to sign in with SSO. */
export type SetMemberSsoInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the user (REST: path parameter). */
  userId: string | number;
};

/** Input of `setSpaceCustomFields`. Editors of a space set (or clear with null) its custom-field values; all or nothing. */
export type SetSpaceCustomFieldsInput = {
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** { <field name>: { value } }; value null clears it. */
  values: unknown;
};

/** Adaptive content settings to change. */
export type SiteAdaptiveContentInput = {
  /** Whether conditions decide what each visitor sees. */
  enabled: boolean;
};

/** Where a question was asked. */
export type SiteChannelType =
  /** The API: GraphQL or the MCP server of the site. */
  | 'API'
  /** Discord (Quire has no channels). */
  | 'BUILTIN_DISCORD'
  /** GitHub (Quire has no channels). */
  | 'BUILTIN_GITHUB'
  /** Linear (Quire has no channels). */
  | 'BUILTIN_LINEAR'
  /** Slack (Quire has no channels). */
  | 'BUILTIN_SLACK'
  /** An embedded assistant (Quire has none). */
  | 'EMBED'
  /** The site's Ask (Quire's reader, or GitBook's reader through the API). */
  | 'SITE';

/** How helpful the answer was: the asker's rating when there is one (1 high, -1 low), else medium when answered and low when not. */
export type SiteQuestionAnswerHelpfulness =
  /** Rated up. */
  | 'HIGH'
  /** Rated down, or not answered. */
  | 'LOW'
  /** Answered, not rated. */
  | 'MEDIUM';

/** Whether the answer answered the question. */
export type SiteQuestionAnswerResolution =
  /** Nothing in the documentation answered it. */
  | 'NO'
  /** Partly (Quire does not tell it apart: never). */
  | 'PARTIALLY'
  /** The answer cites the documentation. */
  | 'YES';

/** What kind of question it is (GitBook: a model classifies it; Quire does not yet: always `unknown`). */
export type SiteQuestionType =
  /** Exploring what the product does. */
  | 'EXPLORING'
  /** How to do something. */
  | 'HOW_TO'
  /** A precise fact. */
  | 'REFERENCE'
  /** Something does not work. */
  | 'TROUBLESHOOTING'
  /** Not classified. */
  | 'UNKNOWN';

/** Where to put a section group among the root items of the site. */
export type SiteSectionGroupPositionInput = {
  /** Right after this root item. */
  after?: SiteStructurePointerInput | null | undefined;
  /** Right before this root item. */
  before?: SiteStructurePointerInput | null | undefined;
};

/** A neighbouring section. */
export type SiteSectionPointerInput = {
  /** Global id or REST key of the section. */
  siteSection: string | number;
  /** Always SITE_SECTION. */
  type: SiteSectionPointerType;
};

/** Kind of a neighbour in a section move. */
export type SiteSectionPointerType =
  /** A section. */
  | 'SITE_SECTION';

/** Where to put a section among its siblings. */
export type SiteSectionPositionInput = {
  /** Right after this section. */
  after?: SiteSectionPointerInput | null | undefined;
  /** Right before this section. */
  before?: SiteSectionPointerInput | null | undefined;
};

/** A neighbouring site space. */
export type SiteSpacePointerInput = {
  /** Global id or REST key of the site space. */
  siteSpace: string | number;
  /** Always SITE_SPACE. */
  type: SiteSpacePointerType;
};

/** Kind of a neighbour in a site space move. */
export type SiteSpacePointerType =
  /** A site space. */
  | 'SITE_SPACE';

/** Where to put a site space among its siblings. */
export type SiteSpacePositionInput = {
  /** Right after this site space. */
  after?: SiteSpacePointerInput | null | undefined;
  /** Right before this site space. */
  before?: SiteSpacePointerInput | null | undefined;
};

/** A neighbouring section or section group at the root of the site. */
export type SiteStructurePointerInput = {
  /** Global id or REST key of the section or section group. */
  id: string | number;
  /** Section or section group. */
  type: SiteStructurePointerType;
};

/** Kind of a neighbour at the root of a site's structure. */
export type SiteStructurePointerType =
  /** An external link. */
  | 'SITE_EXTERNAL_LINK'
  /** A section. */
  | 'SITE_SECTION'
  /** A section group. */
  | 'SITE_SECTION_GROUP';

/** Plan of a site, which decides its features. */
export type SiteType =
  /** Basic site. */
  | 'BASIC'
  /** Basic site of a legacy plan. */
  | 'LEGACY_BASIC'
  /** Premium site of a legacy plan. */
  | 'LEGACY_PREMIUM'
  /** Premium site. */
  | 'PREMIUM'
  /** Sponsored site. */
  | 'SPONSORED'
  /** Ultimate site. */
  | 'ULTIMATE';

/** The audience of a published site. */
export type SiteVisibility =
  /** Anyone; indexed by search engines. */
  | 'PUBLIC'
  /** Anyone with one of the site’s share keys. */
  | 'SHARE_LINK'
  /** Anyone; not indexed by search engines. */
  | 'UNLISTED'
  /** Anyone with a visitor JWT signed with the site’s visitor key. */
  | 'VISITOR_AUTH';

/** Whether the content of a space can be edited directly. */
export type SpaceEditMode =
  /** Users can edit the space directly. */
  | 'LIVE'
  /** All edits are locked. */
  | 'LOCKED';

/** Input of `startImportRun`. Starts an import run (organization admins): the source and target are checked now (400 naming the field), the import runs in the background and writes one revision when it completes. */
export type StartImportRunInput = {
  /** GitBook's AI enhancement: recorded, not applied. */
  enhance?: boolean | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** The site the import is for; default: the one site publishing the space. */
  site?: string | null | undefined;
  /** What to import. */
  source: ImportRunSourceInput;
  /** Where to write it. */
  target: ImportRunTargetInput;
};

/** The file to upload, as the client declares it. */
export type StorageFileMetadataInput = {
  /** Its file name (a font: .woff2, .woff, .ttf or .otf). */
  name: string;
  /** Its size in bytes (a font: at most 10485760). */
  size: number;
  /** Its media type (e.g. `font/woff2`). */
  type: string;
};

/** What an uploaded file is for (GitBook’s kinds). */
export type StorageUploadKind =
  /** A custom font’s file (WOFF2, WOFF, TrueType or OpenType): the one kind Quire stores. */
  | 'CUSTOMIZATION_FONT'
  /** A file to import (GitBook’s cloud imports): refused, imports take their file in their request. */
  | 'IMPORT_FILE'
  /** A file of the organization (a GitBook cloud feature): refused. */
  | 'ORGANIZATION_FILE';

/** Input of `submitChangeRequestReview`. Approves or requests changes on the current revision of a change request (review role, or a request to review; not its author). */
export type SubmitChangeRequestReviewInput = {
  /** Id or number of the change request. */
  changeRequestId: string | number;
  /** A comment posted with it: `{ markdown }` or `{ document }`. */
  comment?: unknown;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** The decision. */
  status: ChangeRequestReviewStatus;
};

/** Role of a user in a team. */
export type TeamMemberRole =
  /** Belongs to the team. */
  | 'MEMBER'
  /** Manages the team and its members. */
  | 'OWNER';

/** Input of `transferCollection`. Moves a collection with all its content to the top level of another organization. */
export type TransferCollectionInput = {
  /** Global id or REST key of the collection (REST: path parameter). */
  collectionId: string | number;
  /** Id of the target organization (the caller must be admin in both). */
  organization: string | number;
};

/** Input of `transferSpace`. Moves a space to the top level of another organization. */
export type TransferSpaceInput = {
  /** Id of the target organization (the caller must be admin in both). */
  organization: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Language codes of translations (GitBook’s TranslationLanguage codes; the REST value is the code). */
export type TranslationLanguage =
  /** Arabic */
  | 'AR'
  /** Bulgarian */
  | 'BG'
  /** Czech */
  | 'CS'
  /** Danish */
  | 'DA'
  /** German */
  | 'DE'
  /** Greek */
  | 'EL'
  /** English */
  | 'EN'
  /** Spanish */
  | 'ES'
  /** Estonian */
  | 'ET'
  /** Finnish */
  | 'FI'
  /** French */
  | 'FR'
  /** Hebrew */
  | 'HE'
  /** Hindi */
  | 'HI'
  /** Croatian */
  | 'HR'
  /** Hungarian */
  | 'HU'
  /** Indonesian */
  | 'ID'
  /** Italian */
  | 'IT'
  /** Japanese */
  | 'JA'
  /** Korean */
  | 'KO'
  /** Lithuanian */
  | 'LT'
  /** Latvian */
  | 'LV'
  /** Malay */
  | 'MS'
  /** Dutch */
  | 'NL'
  /** Norwegian */
  | 'NO'
  /** Polish */
  | 'PL'
  /** Portuguese */
  | 'PT'
  /** Portuguese (Brazil) */
  | 'PT_BR'
  /** Romanian */
  | 'RO'
  /** Russian */
  | 'RU'
  /** Slovak */
  | 'SK'
  /** Slovenian */
  | 'SL'
  /** Swedish */
  | 'SV'
  /** Thai */
  | 'TH'
  /** Turkish */
  | 'TR'
  /** Ukrainian */
  | 'UK'
  /** Vietnamese */
  | 'VI'
  /** Cantonese */
  | 'YUE'
  /** Chinese (Simplified) */
  | 'ZH'
  /** Chinese (Traditional) */
  | 'ZH_TW';

/** Input of `unpublishIntegration`. Removes an integration from the marketplace (admins of its organization). */
export type UnpublishIntegrationInput = {
  /** Name of the integration (REST: path parameter). */
  integrationName: string;
};

/** Input of `unpublishSite`. Takes the site offline (admin). */
export type UnpublishSiteInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
};

/** Input of `updateChangeRequestContent`. Applies a batch of page and file changes to a change request's content as one new revision (edit role; not merged or archived). */
export type UpdateChangeRequestContentInput = {
  /** Id or number of the change request. */
  changeRequestId: string | number;
  /** 1 to 50 changes, applied in order as one revision (all or none). */
  changes: Array<ContentChangeInput>;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Input of `updateChangeRequestFromMain`. Three-way merge of the space's current content into the change request (edit role). */
export type UpdateChangeRequestFromMainInput = {
  /** Id or number. */
  changeRequestId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Input of `updateCollection`. Changes the title, description or default level of a collection (role admin on it). */
export type UpdateCollectionInput = {
  /** Global id or REST key of the collection (REST: path parameter). */
  collectionId: string | number;
  /** A role, INHERIT, or null (no access by default). */
  defaultLevel?: ContentLevel | null | undefined;
  /** At most 100 characters; null removes it. */
  description?: string | null | undefined;
  /** At most 50 characters. */
  title?: string | null | undefined;
};

/** Input of `updateCustomFont`. Organization admins rename a custom font, or set or remove its weights. */
export type UpdateCustomFontInput = {
  /** Weights to set or remove; the others stay. */
  fontFaces?: Array<CustomFontFaceChangeInput> | null | undefined;
  /** 1 to 50 characters; absent: unchanged. */
  fontFamily?: string | null | undefined;
  /** Global id or REST key of the custom font (REST: path parameter). */
  fontId: string | number;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
};

/** Input of `updateGlossaryEntries`. Organization admins insert, update and delete glossary entries in one batch. */
export type UpdateGlossaryEntriesInput = {
  /** The changes, applied in order, all or nothing (at most 1000). */
  operations: Array<GlossaryBatchOperationInput>;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
};

/** `{ role }` for an organization invite, `{ level }` for a space or collection invite. */
export type UpdateInviteLinkInput = {
  /** Global id or REST key of the invite link (REST: path parameter). */
  inviteId: string | number;
  /** Space or collection invites. */
  level?: MemberRole | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Organization invites (null for guests). */
  role?: MemberRole | null | undefined;
};

/** Input of `updateMember`. Admin: change a member's role (null: guest). The last admin cannot be demoted. */
export type UpdateMemberInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** The new role; null makes the member a guest; absent keeps it. */
  role?: MemberRole | null | undefined;
  /** Global id or REST key of the user (REST: path parameter). */
  userId: string | number;
};

/** Input of `updateOrganization`. Changes the settings of an organization (role admin). */
export type UpdateOrganizationInput = {
  /** Enable AI features. */
  ai?: boolean | null | undefined;
  /** `{ type: "site", site: <siteId> }` (site: 1 to 100 characters), or null to clear. */
  defaultContent?: unknown;
  /** null for guests. */
  defaultRole?: MemberRole | null | undefined;
  /** Replaces the email domains: at most 100 domain names (stored lowercase). */
  emailDomains?: Array<string> | null | undefined;
  /** 3 to 32 characters. */
  hostname?: string | null | undefined;
  /** Enable invite links. */
  inviteLinks?: boolean | null | undefined;
  /** URL of the logo (at most 2048 characters), or null to remove it. */
  logo?: string | null | undefined;
  /** `{ type: "none" }` or `{ type: "rules", rules }` with at most 20 rules, each shaped as a `MergeRule` member: `{ rule, users }`, `{ rule }` or `{ rule: "custom", expression, message }`. */
  mergeRules?: unknown;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Enforce SSO organization-wide. */
  sso?: boolean | null | undefined;
  /** 2 to 255 characters. */
  title?: string | null | undefined;
};

/** Input of `updatePage`. Changes the title, emoji, description, visibility or body of a page; the slug and path stay. */
export type UpdatePageInput = {
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** null removes it. */
  description?: string | null | undefined;
  /** null removes it. */
  emoji?: string | null | undefined;
  /** Hide or show the page in the table of contents. */
  hidden?: boolean | null | undefined;
  /** The new target (link pages). */
  href?: string | null | undefined;
  /** The new body (document pages). */
  markdown?: string | null | undefined;
  /** Id of the page (its global id or its key; REST: path parameter). */
  pageId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** Keeps the slug and path (renamePage can change them). */
  title?: string | null | undefined;
};

/** Input of `updateReusableContent`. Changes the title or the markdown of a reusable content. */
export type UpdateReusableContentInput = {
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** New content (empty: an empty document). */
  markdown?: string | null | undefined;
  /** Id of the reusable content (its global id or its key; REST: path parameter). */
  reusableContentId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** The new title (1 to 256 characters). */
  title?: string | null | undefined;
};

/** Input of `updateSamlProvider`. Organization admins change a SAML provider. */
export type UpdateSamlProviderInput = {
  /** One PEM X.509 certificate (max 10000); null clears it. */
  certificate?: string | null | undefined;
  /** null for guests. */
  defaultRole?: MemberRole | null | undefined;
  /** Id of a team of the organization; null clears it. */
  defaultTeam?: string | number | null | undefined;
  /** Max 1024; null clears it. */
  entityID?: string | null | undefined;
  /** 1 to 30 characters. */
  label?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the SAML provider (REST: path parameter). */
  samlProviderId: string | number;
  /** http(s) URL, max 2048; null clears it. */
  ssoURL?: string | null | undefined;
};

/** Input of `updateSite`. Changes the settings of a site (admin). */
export type UpdateSiteInput = {
  /** Turn adaptive content on or off. */
  adaptiveContent?: SiteAdaptiveContentInput | null | undefined;
  /** 1 to 100 characters; null removes it. */
  basename?: string | null | undefined;
  /** Section id: the default section. */
  defaultSiteSection?: string | number | null | undefined;
  /** Site space id: the default at the root or in the default section. */
  defaultSiteSpace?: string | number | null | undefined;
  /** Lowercase DNS name with at least three labels, at most 512 characters; null removes it. */
  hostname?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Proxy origin such as example.com/docs; null removes it. */
  proxy?: string | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** 2 to 128 characters. */
  title?: string | null | undefined;
  /** Who can see the published site. */
  visibility?: SiteVisibility | null | undefined;
};

/** Input of `updateSiteSection`. Changes a section: title, path, default site space, condition, icon, description or group. */
export type UpdateSiteSectionInput = {
  /** Expression over visitor.claims; null removes it; absent: unchanged. */
  condition?: string | null | undefined;
  /** A site space of the section. */
  defaultSiteSpace?: string | number | null | undefined;
  /** null removes it. */
  description?: string | null | undefined;
  /** null removes it. */
  icon?: string | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** 1 to 100 characters, unique in the site. */
  path?: string | null | undefined;
  /** Global id or REST key of the site (REST: path parameter). */
  siteId: string | number;
  /** Move into this group; null: to the root. */
  siteSectionGroupId?: string | number | null | undefined;
  /** Global id or REST key of the section (REST: path parameter). */
  siteSectionId: string | number;
  /** 2 to 128 characters. */
  title?: string | null | undefined;
};

/** Input of `updateSpace`. Changes the settings of a space (role admin on it; a deleted space cannot change). */
export type UpdateSpaceInput = {
  /** A role, INHERIT, or null (no access by default). */
  defaultLevel?: ContentLevel | null | undefined;
  /** Whether the content can be edited directly. */
  editMode?: SpaceEditMode | null | undefined;
  /** null removes it; setting it removes the icon. */
  emoji?: string | null | undefined;
  /** URL of an icon; null removes it; setting it removes the emoji. */
  icon?: string | null | undefined;
  /** `{ type: "inherit" }`, `{ type: "none" }` or `{ type: "rules", rules }` with at most 20 rules, each shaped as a `MergeRule` member: `{ rule, users }`, `{ rule }` or `{ rule: "custom", expression, message }`. */
  mergeRules?: unknown;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** At most 50 characters. */
  title?: string | null | undefined;
  /** Who can see the published content. */
  visibility?: ContentVisibility | null | undefined;
};

/** Input of `updateTeam`. Organization admins and team owners rename a team. */
export type UpdateTeamInput = {
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Global id or REST key of the team (REST: path parameter). */
  teamId: string | number;
  /** 1 to 64 characters. */
  title: string;
};

/** Users to add, to remove and whose team role to set; a user both added and removed is removed. */
export type UpdateTeamMembersInput = {
  /** Users to add (ids or emails of organization members), as MEMBER. */
  add?: Array<string> | null | undefined;
  /** Team roles by user (id or email): `{ "<user>": { "role": "owner" | "member" } }`; users not in the team are added. */
  memberships?: unknown;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** Users to remove (ids or emails). */
  remove?: Array<string> | null | undefined;
  /** Global id or REST key of the team (REST: path parameter). */
  teamId: string | number;
};

/** Input of `updateTranslationSettings`. Organization admins replace the title (and the languages when given). */
export type UpdateTranslationSettingsInput = {
  /** Target languages, without repeats; absent: unchanged. */
  languages?: Array<TranslationLanguage> | null | undefined;
  /** Global id or REST key of the organization (REST: path parameter). */
  organizationId: string | number;
  /** 1 to 100 characters. */
  title: string;
  /** Global id or REST key of the translation settings (REST: path parameter). */
  translationSettingsId: string | number;
};

/** What to change of your own user: at least one field. */
export type UpdateUserInput = {
  /** Full name, 1 to 64 characters. */
  displayName?: string | null | undefined;
  /** URL of a photo (at most 2048 characters); null removes it. */
  photoURL?: string | null | undefined;
  /** Global id or REST key of the user (yourself) (REST: path parameter). */
  userId: string | number;
};

/** Changes to a webhook; absent fields stay. */
export type UpdateWebhookInput = {
  /** New note. */
  description?: string | null | undefined;
  /** False disables it; true re-enables it (its pending deliveries resume with a fresh retry period). */
  enabled?: boolean | null | undefined;
  /** New event types (empty: all). */
  eventTypes?: Array<EventType> | null | undefined;
  /** Global id of the webhook. */
  id: string | number;
  /** New space filter; null: the whole organization. */
  spaceId?: string | number | null | undefined;
  /** New receiver URL. */
  url?: string | null | undefined;
};

/** Input of `uploadFile`. Adds a file (base64) to the content; its type is sniffed from the bytes. */
export type UploadFileInput = {
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** The bytes, base64 (at most 10 MiB decoded). */
  contentBase64: string;
  /** Used only when the bytes do not tell (the type is sniffed). */
  contentType?: string | null | undefined;
  /** File name, at most 255 characters, no slashes. */
  name: string;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Given up after the retry period (the webhook was disabled). */
  | 'FAILED'
  /** To be sent, or to be retried at `nextAttemptAt`. */
  | 'PENDING';

export type TestAgentFeedbackListQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type TestAgentFeedbackListQuery = { site: { agentFeedbackList: { totalCount: number, edges: Array<{ node: { key: string, kind: string, category: string | null, summary: string, pageId: string | null, goal: string | null, createdAt: string } }> } } | null };

export type TestSiteAskQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
  question: string;
}>;


export type TestSiteAskQuery = { site: { ask: { question: string, markdown: string, answered: boolean, followupQuestions: Array<string>, sources: Array<{ number: number, pageId: string, title: string, sections: Array<{ anchor: string, heading: string }> }> } } | null, organization: { ask: { answered: boolean, sources: Array<{ number: number, pageId: string }> } } | null };

export type TestAiAnswerSubscriptionVariables = Exact<{
  organizationId: string | number;
  siteId?: string | number | null | undefined;
  question: string;
}>;


export type TestAiAnswerSubscription = { aiAnswer: { type: AiAnswerEventType, text: string | null, sources: Array<{ number: number, pageId: string }> | null, answer: { markdown: string, answered: boolean, sources: Array<{ pageId: string }> } | null } };

export type QuestionsAskQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
  question: string;
  previous?: string | number | null | undefined;
}>;


export type QuestionsAskQuery = { site: { ask: { key: string, answered: boolean } } | null };

export type QuestionsOfSiteQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
  after?: string | null | undefined;
  answer: string | number;
  question: string | number;
}>;


export type QuestionsOfSiteQuery = { site: { questions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, key: string, question: string, type: SiteQuestionType, stats: { answers: number, weeklyPulse: Array<number>, answered: { yes: number, no: number } } } }> }, question: { key: string, stats: { answers: number }, sources: { totalCount: number, edges: Array<{ node: { pageId: string, title: string, weight: number } }> } } | null, missing: { key: string } | null, questionStats: { total: number, answers: number, channelTypes: { site: number, api: number }, types: { unknown: number, howTo: number }, channels: Array<{ channel: string }> }, answers: { totalCount: number, edges: Array<{ node: { key: string, markdown: string, helpfulness: SiteQuestionAnswerHelpfulness, channel: { type: SiteChannelType } } }> }, answer: { key: string, answered: SiteQuestionAnswerResolution, question: { key: string }, previous: { key: string } | null, threadAnswers: Array<{ key: string }>, sources: { totalCount: number, edges: Array<{ node: { pageId: string, weight: number } }> } } | null } | null };

export type QuestionNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type QuestionNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion', key: string, question: string }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type CreateOwnApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateOwnApiTokenMutation = { createApiToken:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateApiTokenPayload', token: string, apiToken: { id: string, key: string, label: string | null, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, current: boolean, organization: { key: string } | null } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { viewer: { key: string, apiTokens: { totalCount: number, edges: Array<{ node: { id: string, key: string, label: string | null, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, current: boolean, organization: { key: string } | null } }> } | null, sessions: { totalCount: number, edges: Array<{ node: { id: string, key: string, createdAt: string, expiresAt: string, apiToken: { key: string, label: string | null } | null } }> } | null } };

export type OthersApiTokensQueryVariables = Exact<{
  id: string | number;
}>;


export type OthersApiTokensQuery = { user: { key: string, apiTokens: { totalCount: number } | null, sessions: { totalCount: number } | null } | null };

export type RevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type RevokeApiTokenMutation = { revokeApiToken:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RevokeApiTokenPayload', deleted: boolean, deletedId: string | null }
   };

export type RevokeBrowserSessionMutationVariables = Exact<{
  input: RevokeSessionInput;
}>;


export type RevokeBrowserSessionMutation = { revokeSession:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RevokeSessionPayload', deleted: boolean, deletedId: string | null }
   };

export type RevokeMemberTokensMutationVariables = Exact<{
  input: RevokeMemberTokensInput;
}>;


export type RevokeMemberTokensMutation = { revokeMemberTokens:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RevokeMemberTokensPayload', apiTokens: number, sessions: number }
   };

export type TokenViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type TokenViewerQuery = { viewer: { key: string } };

export type AuditRevokeMemberTokensMutationVariables = Exact<{
  input: RevokeMemberTokensInput;
}>;


export type AuditRevokeMemberTokensMutation = { revokeMemberTokens:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RevokeMemberTokensPayload' }
   };

export type AuditCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type AuditCreateTokenMutation = { createApiToken:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateApiTokenPayload', token: string, apiToken: { key: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type AuditRevokeTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type AuditRevokeTokenMutation = { revokeApiToken:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RevokeApiTokenPayload' }
   };

export type AuditAddMemberMutationVariables = Exact<{
  input: AddOrganizationMemberInput;
}>;


export type AuditAddMemberMutation = { addOrganizationMember:
    | { __typename: 'AddOrganizationMemberPayload' }
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type AuditLogQueryVariables = Exact<{
  org: string | number;
  action?: string | null | undefined;
  first?: number | null | undefined;
  id: string | number;
}>;


export type AuditLogQuery = { organization: { auditEvents: { totalCount: number, edges: Array<{ node: { id: string, key: string, action: string, payload: unknown, actor: { type: AuditEventActorType, key: string, label: string | null }, target: { type: string, key: string, label: string | null } } }> }, auditEvent: { key: string, action: string, correlationId: string | null, schemaVersion: number }, auditEventActions: { edges: Array<{ node: { key: string, label: string } }> } } | null };

export type AuditNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type AuditNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent', key: string, action: string }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type CrUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type CrUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string } }
   };

export type CrDeletePageMutationVariables = Exact<{
  input: DeletePageInput;
}>;


export type CrDeletePageMutation = { deletePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeletePagePayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type DiffUpdateFromMainMutationVariables = Exact<{
  input: UpdateChangeRequestFromMainInput;
}>;


export type DiffUpdateFromMainMutation = { updateChangeRequestFromMain:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateChangeRequestFromMainPayload', result: ChangeRequestMergeResult, changeRequest: { revision: string, revisionInitial: string, revisionMergedAncestor: string | null } }
   };

export type ChangeRequestDiffQueryVariables = Exact<{
  spaceId: string | number;
  changeRequestId: string | number;
}>;


export type ChangeRequestDiffQuery = { changeRequest: { revision: string, revisionInitial: string, revisionMergedAncestor: string | null, diff: { base: string, head: string, pages: Array<{ type: ChangeRequestDiffType, moved: boolean, previousParentId: string | null, parentId: string | null, documentChanged: boolean, page: { key: string, kind: RevisionPageType, title: string, path: string | null }, attributes: Array<{ name: string, before: string | null, after: string | null }>, hunks: Array<{ oldStart: number, oldLines: number, newStart: number, newLines: number, lines: Array<string> }> }>, files: Array<{ type: ChangeRequestDiffType, key: string, name: string, attributes: Array<{ name: string, before: string | null, after: string | null }> }>, reusableContents: Array<{ type: ChangeRequestDiffType, key: string, title: string, documentChanged: boolean, hunks: Array<{ lines: Array<string> }> }> } } | null };

export type ChangeRequestChangesQueryVariables = Exact<{
  spaceId: string | number;
  changeRequestId: string | number;
  limit?: number | null | undefined;
}>;


export type ChangeRequestChangesQuery = { changeRequest: { changes: { more: number, changes: Array<
        | { __typename: 'RevisionSemanticChangeFileCreated', type: RevisionSemanticChangeType, file: { key: string, name: string, contentType: string, downloadURL: string } }
        | { __typename: 'RevisionSemanticChangeFileDeleted', type: RevisionSemanticChangeType }
        | { __typename: 'RevisionSemanticChangeFileEdited', type: RevisionSemanticChangeType }
        | { __typename: 'RevisionSemanticChangePageCreated', type: RevisionSemanticChangeType, page: { key: string, type: RevisionPageType, title: string, path: string } }
        | { __typename: 'RevisionSemanticChangePageDeleted', type: RevisionSemanticChangeType }
        | { __typename: 'RevisionSemanticChangePageEdited', type: RevisionSemanticChangeType, page: { key: string, type: RevisionPageType, title: string, path: string }, attributes: { title: { before: string | null, after: string | null } | null, description: { before: string | null, after: string | null } | null, slug: { before: string | null, after: string | null } | null, document: { before: string | null, after: string | null } | null, emoji: { before: string | null, after: string | null } | null, target: { before: { kind: string, url: string } | null, after: { kind: string, url: string } | null } | null } }
        | { __typename: 'RevisionSemanticChangePageMoved', type: RevisionSemanticChangeType }
        | { __typename: 'RevisionSemanticChangeReusableContentCreated', type: RevisionSemanticChangeType }
        | { __typename: 'RevisionSemanticChangeReusableContentDeleted', type: RevisionSemanticChangeType }
        | { __typename: 'RevisionSemanticChangeReusableContentEdited', type: RevisionSemanticChangeType }
      > } } | null };

export type ChangeRequestDiffByNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ChangeRequestDiffByNodeQuery = { node:
    | { diff: { base: string, pages: Array<{ type: ChangeRequestDiffType }> } }
    | Record<PropertyKey, never>
   | null };

export type ChangeRequestNodeIdQueryVariables = Exact<{
  spaceId: string | number;
  changeRequestId: string | number;
}>;


export type ChangeRequestNodeIdQuery = { changeRequest: { id: string } | null };

export type MergeCreatePageMutationVariables = Exact<{
  input: CreatePageInput;
}>;


export type MergeCreatePageMutation = { createPage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreatePagePayload', page: { id: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type MergeUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type MergeUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string } }
   };

export type MergeCrMutationVariables = Exact<{
  input: MergeChangeRequestInput;
}>;


export type MergeCrMutation = { mergeChangeRequest:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MergeChangeRequestPayload', result: ChangeRequestMergeResult, revision: string, conflicts: Array<{ kind: MergeConflictKind, pageId: string | null, base: string | null, ours: string | null, theirs: string | null }>, changeRequest: { status: ChangeRequestStatus } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type MergeSpaceHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type MergeSpaceHistoryQuery = { space: { revisions: { edges: Array<{ node: { key: string } }> } } | null };

export type CountChangeRequestsQueryVariables = Exact<{
  id: string | number;
  status?: ChangeRequestStatus | null | undefined;
}>;


export type CountChangeRequestsQuery = { space: { changeRequestList: { totalCount: number, edges: Array<{ node: { key: string, number: number, status: ChangeRequestStatus, subject: string, comments: number, outdated: boolean, createdBy: { key: string, displayName: string }, mergedBy: { key: string } | null, space: { key: string, title: string }, urls: { app: string, location: string }, content: { key: string } } }> } } | null };

export type CountedChangeRequestFragment = { key: string, number: number, status: ChangeRequestStatus, subject: string, comments: number, outdated: boolean, createdBy: { key: string, displayName: string }, mergedBy: { key: string } | null, space: { key: string, title: string }, urls: { app: string, location: string }, content: { key: string } };

export type CountSpaceCommentsQueryVariables = Exact<{
  id: string | number;
}>;


export type CountSpaceCommentsQuery = { space: { comments: number, commentList: { totalCount: number, edges: Array<{ node: { key: string, status: CommentStatus, markdown: string, postedAt: string, replies: number, postedBy: { key: string, displayName: string }, resolvedBy: { key: string } | null, reactions: Array<{ emoji: string, count: number, users: Array<{ reactedAt: string, user: { key: string, displayName: string } }> }>, repliers: Array<{ count: number, user: { key: string } }>, replyList: { totalCount: number, edges: Array<{ node: { key: string, markdown: string, postedBy: { key: string }, reactions: Array<{ emoji: string, count: number }>, permissions: { edit: boolean, delete: boolean } } }> }, permissions: { view: boolean, edit: boolean, reply: boolean, delete: boolean, resolve: boolean }, urls: { location: string }, target: { space: string, revision: string, changeRequest: string | null } } }> } } | null };

export type CountChangeRequestCommentsQueryVariables = Exact<{
  id: string | number;
  cr: string | number;
}>;


export type CountChangeRequestCommentsQuery = { space: { changeRequest: { commentList: { totalCount: number, edges: Array<{ node: { key: string, status: CommentStatus, markdown: string, postedAt: string, replies: number, postedBy: { key: string, displayName: string }, resolvedBy: { key: string } | null, reactions: Array<{ emoji: string, count: number, users: Array<{ reactedAt: string, user: { key: string, displayName: string } }> }>, repliers: Array<{ count: number, user: { key: string } }>, replyList: { totalCount: number, edges: Array<{ node: { key: string, markdown: string, postedBy: { key: string }, reactions: Array<{ emoji: string, count: number }>, permissions: { edit: boolean, delete: boolean } } }> }, permissions: { view: boolean, edit: boolean, reply: boolean, delete: boolean, resolve: boolean }, urls: { location: string }, target: { space: string, revision: string, changeRequest: string | null } } }> } } } | null };

export type CountChangeRequestCommentersQueryVariables = Exact<{
  id: string | number;
  cr: string | number;
}>;


export type CountChangeRequestCommentersQuery = { space: { changeRequest: { commenterList: { totalCount: number, edges: Array<{ node: { role: MemberRole | null, user: { key: string, displayName: string } } }> } } } | null };

export type CountedCommentFragment = { key: string, status: CommentStatus, markdown: string, postedAt: string, replies: number, postedBy: { key: string, displayName: string }, resolvedBy: { key: string } | null, reactions: Array<{ emoji: string, count: number, users: Array<{ reactedAt: string, user: { key: string, displayName: string } }> }>, repliers: Array<{ count: number, user: { key: string } }>, replyList: { totalCount: number, edges: Array<{ node: { key: string, markdown: string, postedBy: { key: string }, reactions: Array<{ emoji: string, count: number }>, permissions: { edit: boolean, delete: boolean } } }> }, permissions: { view: boolean, edit: boolean, reply: boolean, delete: boolean, resolve: boolean }, urls: { location: string }, target: { space: string, revision: string, changeRequest: string | null } };

export type ReviewsCreatePageMutationVariables = Exact<{
  input: CreatePageInput;
}>;


export type ReviewsCreatePageMutation = { createPage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreatePagePayload', page: { id: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ReviewsOfCrQueryVariables = Exact<{
  spaceId: string | number;
  crId: string | number;
}>;


export type ReviewsOfCrQuery = { changeRequest: { description: string, reviews: { totalCount: number, edges: Array<{ node: { key: string, status: ChangeRequestReviewStatus, outdated: boolean, reviewer: { key: string }, comment: { key: string } | null } }> }, requestedReviewers: { totalCount: number, edges: Array<{ node: { revision: string, user: { key: string }, requestedBy: { key: string } } }> }, contributors: { edges: Array<{ node: { actionType: ChangeRequestContributionType, count: number, user: { key: string } } }> } } | null };

export type ReviewsSubmitMutationVariables = Exact<{
  input: SubmitChangeRequestReviewInput;
}>;


export type ReviewsSubmitMutation = { submitChangeRequestReview:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'SubmitChangeRequestReviewPayload', location: string, review: { key: string, status: ChangeRequestReviewStatus, outdated: boolean } }
   };

export type ReviewsMergeMutationVariables = Exact<{
  input: MergeChangeRequestInput;
}>;


export type ReviewsMergeMutation = { mergeChangeRequest:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MergeChangeRequestPayload', result: ChangeRequestMergeResult, changeRequest: { status: ChangeRequestStatus } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ReviewsNestedQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewsNestedQuery = { space: { changeRequestList: { totalCount: number, edges: Array<{ node: { key: string, reviews: { totalCount: number, edges: Array<{ node: { key: string, status: ChangeRequestReviewStatus, outdated: boolean, reviewer: { key: string }, requestedBy: { key: string } | null, comment: { key: string } | null } }> }, requestedReviewers: { totalCount: number, edges: Array<{ node: { user: { key: string }, requestedBy: { key: string } } }> }, contributors: { totalCount: number, edges: Array<{ node: { actionType: ChangeRequestContributionType, count: number, user: { key: string } } }> } } }> } } | null };

export type ReviewsSeedOpenMutationVariables = Exact<{
  input: CreateChangeRequestInput;
}>;


export type ReviewsSeedOpenMutation = { createChangeRequest:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateChangeRequestPayload', changeRequest: { key: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type ReviewsSeedRequestMutationVariables = Exact<{
  input: RequestChangeRequestReviewersInput;
}>;


export type ReviewsSeedRequestMutation = { requestChangeRequestReviewers:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'RequestChangeRequestReviewersPayload' }
   };

export type ReviewsOrgCrsQueryVariables = Exact<{
  orgId: string | number;
  status?: Array<ChangeRequestStatus> | ChangeRequestStatus | null | undefined;
  requestedReviewer?: string | null | undefined;
}>;


export type ReviewsOrgCrsQuery = { organization: { changeRequests: { totalCount: number, edges: Array<{ node: { key: string } }> } } | null };

export type TestOrganizationContentsQueryVariables = Exact<{
  id: string | number;
}>;


export type TestOrganizationContentsQuery = { organization: { contents: { nodes: Array<
        | { __typename: 'Collection', title: string }
        | { __typename: 'Space', title: string }
      > } } | null };

export type TestPagedContentsQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type TestPagedContentsQuery = { collection: { contents: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
        | { __typename: 'Collection', title: string }
        | { __typename: 'Space', title: string }
      > } } | null };

export type CommentsCreatePageMutationVariables = Exact<{
  input: CreatePageInput;
}>;


export type CommentsCreatePageMutation = { createPage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreatePagePayload', page: { id: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type CommentsOfSpaceQueryVariables = Exact<{
  spaceId: string | number;
}>;


export type CommentsOfSpaceQuery = { comments: { totalCount: number, edges: Array<{ node: { key: string, replies: number, status: CommentStatus, permissions: { edit: boolean, resolve: boolean, delete: boolean }, replyList: { totalCount: number } } }> } | null };

export type CommentThreadsOfSpaceQueryVariables = Exact<{
  id: string | number;
  status?: CommentStatusFilter | null | undefined;
  order?: Order | null | undefined;
  targetPage?: string | number | null | undefined;
}>;


export type CommentThreadsOfSpaceQuery = { node:
    | { commentList: { totalCount: number, edges: Array<{ node: { id: string, key: string, status: CommentStatus, markdown: string, replies: number, replyList: { totalCount: number, edges: Array<{ node: { id: string, key: string, markdown: string, reactions: Array<{ emoji: string, count: number }> } }> } } }> } }
    | Record<PropertyKey, never>
   | null };

export type CommentThreadsOfChangeRequestQueryVariables = Exact<{
  spaceId: string | number;
  cr: string | number;
  authors?: Array<string> | string | null | undefined;
}>;


export type CommentThreadsOfChangeRequestQuery = { changeRequest: { comments: number, commentList: { totalCount: number, edges: Array<{ node: { key: string, markdown: string } }> }, commenterList: { totalCount: number, edges: Array<{ node: { user: { key: string } } }> } } | null };

export type CommentSpaceNodeQueryVariables = Exact<{
  key: string | number;
}>;


export type CommentSpaceNodeQuery = { space: { id: string } | null };

export type ResolveCommentByNodeMutationVariables = Exact<{
  input: ResolveCommentInput;
}>;


export type ResolveCommentByNodeMutation = { resolveComment:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'ResolveCommentPayload', comment: { key: string, status: CommentStatus, resolvedBy: { id: string } | null } }
   };

export type ReactToCommentByNodeMutationVariables = Exact<{
  input: ReactToCommentInput;
}>;


export type ReactToCommentByNodeMutation = { reactToComment:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'ReactToCommentPayload', comment: { key: string, reactions: Array<{ emoji: string, count: number }> }, reply: { key: string, reactions: Array<{ emoji: string, count: number, users: Array<{ user: { id: string } }> }> } | null }
   };

export type RestContentUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type RestContentUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string } }
   };

export type RestContentRenamePageMutationVariables = Exact<{
  input: RenamePageInput;
}>;


export type RestContentRenamePageMutation = { renamePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RenamePagePayload', revision: { key: string } }
   };

export type RestContentUploadFileMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type RestContentUploadFileMutation = { uploadFile:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UploadFilePayload', revision: { key: string }, file: { id: string } }
   };

export type TestSpaceCommentsSubscriptionVariables = Exact<{
  spaceId: string | number;
}>;


export type TestSpaceCommentsSubscription = { spaceEvents:
    | { type: EventType }
    | { commentId: string, type: EventType, comment: { markdown: string } | null }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
   };

export type TestCreateOrderedWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type TestCreateOrderedWebhookMutation = { createWebhook:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateWebhookPayload', secret: string, webhook: { id: string, key: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type TestWebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
}>;


export type TestWebhookDeliveriesQuery = { node:
    | { deliveries: { nodes: Array<{ status: WebhookDeliveryStatus, attempts: number }> } }
    | Record<PropertyKey, never>
   | null };

export type TestSpaceEventsSubscriptionVariables = Exact<{
  spaceId: string | number;
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type TestSpaceEventsSubscription = { spaceEvents:
    | { __typename: 'ChangeRequestEvent', eventId: string, type: EventType, payload: unknown, actor: { displayName: string } | null }
    | { __typename: 'CommentEvent', commentId: string, eventId: string, type: EventType, payload: unknown, comment: { markdown: string } | null, space: { key: string } | null, actor: { displayName: string } | null }
    | { __typename: 'MemberEvent', eventId: string, type: EventType, payload: unknown, actor: { displayName: string } | null }
    | { __typename: 'SiteEvent', eventId: string, type: EventType, payload: unknown, actor: { displayName: string } | null }
    | { __typename: 'SpaceContentUpdatedEvent', revisionId: string, eventId: string, type: EventType, payload: unknown, revision: { key: string } | null, actor: { displayName: string } | null }
    | { __typename: 'SpaceEvent', eventId: string, type: EventType, payload: unknown, actor: { displayName: string } | null }
    | { __typename: 'SpaceVisibilityUpdatedEvent', previousVisibility: ContentVisibility, visibility: ContentVisibility, eventId: string, type: EventType, payload: unknown, actor: { displayName: string } | null }
    | { __typename: 'TeamEvent', eventId: string, type: EventType, payload: unknown, actor: { displayName: string } | null }
   };

export type TestOrganizationEventsSubscriptionVariables = Exact<{
  organizationId: string | number;
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type TestOrganizationEventsSubscription = { organizationEvents:
    | { __typename: 'ChangeRequestEvent', type: EventType }
    | { __typename: 'CommentEvent', spaceId: string, commentId: string, type: EventType }
    | { __typename: 'MemberEvent', userId: string, role: MemberRole | null, previousRole: MemberRole | null, type: EventType }
    | { __typename: 'SiteEvent', siteId: string, payload: unknown, type: EventType, site: { key: string, published: boolean } | null }
    | { __typename: 'SpaceContentUpdatedEvent', type: EventType }
    | { __typename: 'SpaceEvent', spaceId: string, type: EventType }
    | { __typename: 'SpaceVisibilityUpdatedEvent', type: EventType }
    | { __typename: 'TeamEvent', teamId: string, source: string | null, type: EventType, teamUserId: string | null, team: { title: string } | null }
   };

export type TestChangeRequestEventsSubscriptionVariables = Exact<{
  changeRequestId: string | number;
}>;


export type TestChangeRequestEventsSubscription = { changeRequestEvents:
    | { status: ChangeRequestStatus | null, previousStatus: ChangeRequestStatus | null, type: EventType, changeRequest: { key: string, status: ChangeRequestStatus } | null, revision: { key: string } | null }
    | { commentId: string, type: EventType }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
    | { type: EventType }
   };

export type OrgFontsQueryVariables = Exact<{
  id: string | number;
  fontId: string | number;
}>;


export type OrgFontsQuery = { organization: { fonts: { totalCount: number, edges: Array<{ node: { id: string, key: string, fontFamily: string, fontFaces: Array<{ weight: number, contentType: string, sources: Array<{ url: string, format: FontSourceFormat | null }> }>, permissions: { edit: boolean } } }> }, font: { key: string, fontFamily: string } | null } | null };

export type UploadFontMutationVariables = Exact<{
  input: GenerateStorageUploadUrlInput;
}>;


export type UploadFontMutation = { generateStorageUploadURL:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'GenerateStorageUploadURLPayload', upload: { url: string, key: string } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type CreateFontMutationVariables = Exact<{
  input: CreateCustomFontInput;
}>;


export type CreateFontMutation = { createCustomFont:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateCustomFontPayload', font: { id: string, key: string, fontFamily: string, fontFaces: Array<{ weight: number }> } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type UpdateFontMutationVariables = Exact<{
  input: UpdateCustomFontInput;
}>;


export type UpdateFontMutation = { updateCustomFont:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateCustomFontPayload', font: { fontFamily: string, fontFaces: Array<{ weight: number }> } }
   };

export type DeleteFontMutationVariables = Exact<{
  input: DeleteCustomFontInput;
}>;


export type DeleteFontMutation = { deleteCustomFont:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeleteCustomFontPayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type OrgGlossaryQueryVariables = Exact<{
  id: string | number;
  orderBy?: TranslationLanguage | null | undefined;
  entryId: string | number;
}>;


export type OrgGlossaryQuery = { organization: { glossary: { totalCount: number, edges: Array<{ node: { key: string, translations: unknown } }> }, glossaryEntry: { key: string, translations: unknown } | null } | null };

export type UpdateGlossaryMutationVariables = Exact<{
  input: UpdateGlossaryEntriesInput;
}>;


export type UpdateGlossaryMutation = { updateGlossaryEntries:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateGlossaryEntriesPayload', deletedIds: Array<string>, entries: Array<{ key: string, translations: unknown }> }
   };

export type GitRevisionsHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type GitRevisionsHistoryQuery = { space: { revisions: { edges: Array<{ node: { key: string, message: string, git: { oid: string, message: string, createdByService: boolean, createdByGitBook: boolean } | null } }> } } | null };

export type GitRevisionsEditPageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type GitRevisionsEditPageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'UpdatePagePayload', revision: { key: string } }
   };

export type GitRemoteUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type GitRemoteUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload' }
   };

export type GitRemoteSpaceGitSyncQueryVariables = Exact<{
  id: string | number;
}>;


export type GitRemoteSpaceGitSyncQuery = { space: { gitSync: { repoName: string | null, operation: { state: GitSyncOperationState, direction: GitSyncOperationDirection } | null } | null } | null };

export type GitContentEventsSubscriptionVariables = Exact<{
  spaceId: string | number;
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type GitContentEventsSubscription = { spaceEvents:
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, revision: { key: string, message: string } | null, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
   };

export type GitUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type GitUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string } }
   };

export type OperationsApiInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type OperationsApiInformationQuery = { apiInformation: { version: string, build: string } };

export type OperationsSpacePdfQueryVariables = Exact<{
  spaceId: string | number;
  pageId?: string | number | null | undefined;
  only?: boolean | null | undefined;
}>;


export type OperationsSpacePdfQuery = { spacePdf: { url: string, expiresAt: string } | null };

export type OperationsUpdateContentMutationVariables = Exact<{
  input: UpdateChangeRequestContentInput;
}>;


export type OperationsUpdateContentMutation = { updateChangeRequestContent:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateChangeRequestContentPayload', changeRequest: { key: string, revision: string }, changes: Array<{ kind: string, page: string, location: string | null }>, insertedFiles: Array<{ key: string, name: string, contentType: string }> }
   };

export type AdminPermissionsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPermissionsQuery = { organization: { permissions: { admin: boolean, manageSSO: boolean, manageCustomFields: boolean, manageTranslations: boolean, manageInviteLinks: boolean } } | null };

export type CreateTranslationSettingsMutationVariables = Exact<{
  input: CreateTranslationSettingsInput;
}>;


export type CreateTranslationSettingsMutation = { createTranslationSettings:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateTranslationSettingsPayload', translationSettings: { id: string, key: string, title: string, languages: Array<TranslationLanguage>, permissions: { view: boolean, edit: boolean } } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type UpdateTranslationSettingsMutationVariables = Exact<{
  input: UpdateTranslationSettingsInput;
}>;


export type UpdateTranslationSettingsMutation = { updateTranslationSettings:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateTranslationSettingsPayload', translationSettings: { key: string, title: string, languages: Array<TranslationLanguage>, updatedAt: string } }
   };

export type DeleteTranslationSettingsMutationVariables = Exact<{
  input: DeleteTranslationSettingsInput;
}>;


export type DeleteTranslationSettingsMutation = { deleteTranslationSettings:
    | { __typename: 'BadRequestError', status: number }
    | { __typename: 'ConflictError', status: number }
    | { __typename: 'DeleteTranslationSettingsPayload', deleted: boolean }
    | { __typename: 'ForbiddenError', status: number }
    | { __typename: 'NotFoundError', status: number }
    | { __typename: 'PreconditionFailedError', status: number }
   };

export type OrgTranslationsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrgTranslationsQuery = { organization: { translations: { totalCount: number, edges: Array<{ node: { key: string, title: string, languages: Array<TranslationLanguage>, organization: { key: string } } }> } } | null };

export type AdminNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink', key: string, kind: InviteLinkKind }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField', key: string, name: string }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink', key: string, kind: InviteLinkKind }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider', key: string, label: string }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink', key: string, kind: InviteLinkKind }
    | { __typename: 'TranslationSettings', key: string, title: string }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type CreateSamlProviderMutationVariables = Exact<{
  input: CreateSamlProviderInput;
}>;


export type CreateSamlProviderMutation = { createSamlProvider:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateSamlProviderPayload', samlProvider: { id: string, key: string, label: string, status: SamlProviderStatus, defaultRole: MemberRole | null, certificateInfo: { subject: string, issuer: string, validFrom: string, validTo: string, fingerprint256: string } | null, defaultTeam: { key: string, title: string } | null, service: { acsURL: string, startURL: string, entityID: string } } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type UpdateSamlProviderMutationVariables = Exact<{
  input: UpdateSamlProviderInput;
}>;


export type UpdateSamlProviderMutation = { updateSamlProvider:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateSamlProviderPayload', samlProvider: { key: string, label: string, status: SamlProviderStatus, certificate: string | null } }
   };

export type SsoLoginsQueryVariables = Exact<{
  organizationId: string | number;
}>;


export type SsoLoginsQuery = { ssoProviderLogins: { items: Array<{ key: string, label: string, startURL: string }> } | null };

export type SamlProvidersQueryVariables = Exact<{
  id: string | number;
}>;


export type SamlProvidersQuery = { organization: { samlProviders: { totalCount: number, edges: Array<{ node: { key: string, label: string, status: SamlProviderStatus, defaultTeam: { key: string, title: string, memberCount: number } | null, organization: { key: string } } }> } } | null };

export type CreateCustomFieldMutationVariables = Exact<{
  input: CreateCustomFieldInput;
}>;


export type CreateCustomFieldMutation = { createCustomField:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateCustomFieldPayload', customField: { id: string, key: string, name: string, type: CustomFieldType, options: Array<string> | null, permissions: { view: boolean, edit: boolean } } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type SetSpaceCustomFieldsMutationVariables = Exact<{
  input: SetSpaceCustomFieldsInput;
}>;


export type SetSpaceCustomFieldsMutation = { setSpaceCustomFields:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'SetSpaceCustomFieldsPayload', space: { key: string, customFields: Array<{ value: unknown, customField: { name: string, type: CustomFieldType } }> } }
   };

export type SpacesWithFieldsQueryVariables = Exact<{
  id: string | number;
}>;


export type SpacesWithFieldsQuery = { organization: { spaces: { totalCount: number, edges: Array<{ node: { key: string, customFields: Array<{ value: unknown, customField: { name: string, type: CustomFieldType, options: Array<string> | null, permissions: { edit: boolean }, organization: { key: string } } }> } }> } } | null };

export type CreateInviteLinkMutationVariables = Exact<{
  input: CreateInviteLinkInput;
}>;


export type CreateInviteLinkMutation = { createInviteLink:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateInviteLinkPayload', invite:
        | { __typename: 'CollectionInviteLink', level: MemberRole, id: string, key: string, kind: InviteLinkKind, redundant: boolean, secret: string, collection: { key: string, title: string } }
        | { __typename: 'OrganizationInviteLink', role: MemberRole | null, id: string, key: string, kind: InviteLinkKind, redundant: boolean, secret: string }
        | { __typename: 'SpaceInviteLink', level: MemberRole, id: string, key: string, kind: InviteLinkKind, redundant: boolean, secret: string, space: { key: string, title: string } }
       }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type UpdateInviteLinkMutationVariables = Exact<{
  input: UpdateInviteLinkInput;
}>;


export type UpdateInviteLinkMutation = { updateInviteLink:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateInviteLinkPayload', invite:
        | { key: string }
        | { key: string }
        | { level: MemberRole, key: string }
       }
   };

export type DeleteInviteLinkMutationVariables = Exact<{
  input: DeleteInviteLinkInput;
}>;


export type DeleteInviteLinkMutation = { deleteInviteLink:
    | { __typename: 'BadRequestError', status: number }
    | { __typename: 'ConflictError', status: number }
    | { __typename: 'DeleteInviteLinkPayload', deleted: boolean }
    | { __typename: 'ForbiddenError', status: number }
    | { __typename: 'NotFoundError', status: number }
    | { __typename: 'PreconditionFailedError', status: number }
   };

export type ContentInvitesQueryVariables = Exact<{
  spaceId: string | number;
  organizationId: string | number;
}>;


export type ContentInvitesQuery = { space: { invites: { totalCount: number, edges: Array<{ node: { key: string, level: MemberRole } }> } } | null, organization: { spaceInvites: { totalCount: number }, collectionInvites: { totalCount: number, edges: Array<{ node:
          | { key: string, collection: { key: string, invites: { totalCount: number } } }
          | { key: string }
          | { key: string }
         }> } } | null };

export type OrganizationInvitesQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationInvitesQuery = { organization: { invites: { totalCount: number, edges: Array<{ node:
          | { __typename: 'CollectionInviteLink', level: MemberRole, key: string, kind: InviteLinkKind, redundant: boolean, url: string, collection: { key: string, permissions: { admin: boolean } }, createdBy: { key: string, displayName: string } | null, organization: { key: string } }
          | { __typename: 'OrganizationInviteLink', role: MemberRole | null, key: string, kind: InviteLinkKind, redundant: boolean, url: string, createdBy: { key: string, displayName: string } | null, organization: { key: string } }
          | { __typename: 'SpaceInviteLink', level: MemberRole, key: string, kind: InviteLinkKind, redundant: boolean, url: string, space: { key: string, title: string, permissions: { admin: boolean }, parentCollection: { key: string } | null }, createdBy: { key: string, displayName: string } | null, organization: { key: string } }
         }> } } | null };

export type AdminSeedValuesMutationVariables = Exact<{
  input: SetSpaceCustomFieldsInput;
}>;


export type AdminSeedValuesMutation = { setSpaceCustomFields:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'SetSpaceCustomFieldsPayload' }
   };

export type AdminSeedInviteMutationVariables = Exact<{
  input: CreateInviteLinkInput;
}>;


export type AdminSeedInviteMutation = { createInviteLink:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateInviteLinkPayload' }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type AdminSeedSamlMutationVariables = Exact<{
  input: CreateSamlProviderInput;
}>;


export type AdminSeedSamlMutation = { createSamlProvider:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateSamlProviderPayload' }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type PagesQueryVariables = Exact<{
  space: string | number;
  revision: string | number;
}>;


export type PagesQuery = { spaceRevision: { id: string, key: string, pages: Array<{ id: string, key: string, title: string }> } | null };

export type GqlContentCreateSpaceMutationVariables = Exact<{
  input: CreateSpaceInput;
}>;


export type GqlContentCreateSpaceMutation = { createSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateSpacePayload', space: { key: string, revision: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlCreatePageMutationVariables = Exact<{
  input: CreatePageInput;
}>;


export type GqlCreatePageMutation = { createPage:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'CreatePagePayload', revision: { key: string, parents: Array<string>, type: RevisionType, message: string }, page: { type: RevisionPageType, title: string, slug: string | null, path: string | null, emoji: string | null, description: string | null, hidden: boolean, href: string | null, documentId: string | null, id: string } }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
   };

export type GqlUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type GqlUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string, parents: Array<string> }, page: { title: string, path: string | null, emoji: string | null, description: string | null, id: string, document: { key: string | null, markdown: string, json: unknown } | null } }
   };

export type GqlRenamePageMutationVariables = Exact<{
  input: RenamePageInput;
}>;


export type GqlRenamePageMutation = { renamePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RenamePagePayload', revision: { key: string }, page: { title: string, slug: string | null, path: string | null, id: string, pages: Array<{ path: string | null }> } }
   };

export type GqlMovePageMutationVariables = Exact<{
  input: MovePageInput;
}>;


export type GqlMovePageMutation = { movePage:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MovePagePayload', revision: { key: string, pages: Array<{ title: string, id: string, pages: Array<{ title: string, path: string | null, id: string }> }> }, page: { path: string | null, id: string } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlDeletePageMutationVariables = Exact<{
  input: DeletePageInput;
}>;


export type GqlDeletePageMutation = { deletePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeletePagePayload', deleted: boolean, revision: { key: string } | null }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlUploadFileMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type GqlUploadFileMutation = { uploadFile:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UploadFilePayload', revision: { key: string, files: Array<{ name: string, id: string }> }, file: { name: string, contentType: string, size: number, downloadURL: string, id: string, dimensions: { width: number, height: number } | null } }
   };

export type GqlSpaceContentQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlSpaceContentQuery = { space: { revision: string, currentRevision: { key: string, type: RevisionType, parents: Array<string>, pages: Array<{ type: RevisionPageType, title: string, path: string | null, id: string, document: { markdown: string, json: unknown } | null, pages: Array<{ title: string, path: string | null, id: string, document: { markdown: string } | null }> }>, files: Array<{ name: string, contentType: string, id: string }> }, revisions: { totalCount: number, edges: Array<{ node: { key: string, parents: Array<string>, message: string, createdById: string | null } }> } } | null };

export type GqlRevisionByIdQueryVariables = Exact<{
  id: string | number;
  revisionId: string | number;
}>;


export type GqlRevisionByIdQuery = { space: { revisionById: { key: string, pages: Array<{ title: string }>, changes: { more: number, changes: Array<
          | { type: RevisionSemanticChangeType }
          | { type: RevisionSemanticChangeType }
          | { type: RevisionSemanticChangeType }
          | { type: RevisionSemanticChangeType }
          | { type: RevisionSemanticChangeType, page: { title: string } }
          | { type: RevisionSemanticChangeType, page: { key: string, title: string }, attributes: { title: { before: string | null, after: string | null } | null, description: { before: string | null, after: string | null } | null, emoji: { before: string | null, after: string | null } | null, slug: { before: string | null, after: string | null } | null } }
          | { type: RevisionSemanticChangeType, page: { key: string, type: RevisionPageType, title: string, path: string }, parent: { before: { key: string } | null, after: { key: string, type: RevisionPageType, title: string, path: string } | null } }
          | { type: RevisionSemanticChangeType }
          | { type: RevisionSemanticChangeType }
          | { type: RevisionSemanticChangeType }
        > } } } | null };

export type GqlRevisionNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlRevisionNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision', key: string, space: { key: string } }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type GqlRevisionNodeIdQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlRevisionNodeIdQuery = { space: { currentRevision: { id: string, key: string } } | null };

export type GqlNestedContentQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlNestedContentQuery = { space: { currentRevision: { pages: Array<{ title: string, id: string, document: { markdown: string, json: unknown } | null, pages: Array<{ path: string | null, id: string, document: { key: string | null, markdown: string } | null }> }>, files: Array<{ downloadURL: string, id: string }> }, revisions: { edges: Array<{ node: { key: string, pages: Array<{ id: string }> } }> } } | null };

export type GqlPublishIntegrationMutationVariables = Exact<{
  input: PublishIntegrationInput;
}>;


export type GqlPublishIntegrationMutation = { publishIntegration:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
    | { __typename: 'PublishIntegrationPayload', integration: { id: string, name: string, version: number, title: string, visibility: IntegrationVisibility, scopes: Array<IntegrationScope>, categories: Array<IntegrationCategory>, target: IntegrationTarget, previewImages: Array<string>, ownerId: string, urls: { icon: string | null, location: string }, permissions: { admin: boolean, install: boolean }, owner: { key: string } } }
   };

export type GqlUnpublishIntegrationMutationVariables = Exact<{
  input: UnpublishIntegrationInput;
}>;


export type GqlUnpublishIntegrationMutation = { unpublishIntegration:
    | { __typename: 'BadRequestError', message: string, status: number, code: string }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
    | { __typename: 'UnpublishIntegrationPayload', deleted: boolean }
   };

export type GqlIntegrationQueryVariables = Exact<{
  name: string;
}>;


export type GqlIntegrationQuery = { integration: { id: string, name: string, version: number, visibility: IntegrationVisibility, owner: { key: string, title: string } } | null };

export type GqlIntegrationsQueryVariables = Exact<{
  first?: number | null | undefined;
  category?: IntegrationCategory | null | undefined;
  search?: string | null | undefined;
  owner?: string | null | undefined;
}>;


export type GqlIntegrationsQuery = { integrations: { totalCount: number, edges: Array<{ node: { name: string, title: string, version: number, previewImages: Array<string>, owner: { key: string, title: string, permissions: { admin: boolean } }, urls: { icon: string | null }, permissions: { admin: boolean, install: boolean } } }> } };

export type GqlOrgIntegrationsQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlOrgIntegrationsQuery = { organization: { integrations: { totalCount: number, edges: Array<{ node: { name: string, visibility: IntegrationVisibility } }> } } | null };

export type GqlIntegrationsNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlIntegrationsNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration', name: string }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec', slug: string }
    | { __typename: 'OpenAPISpecVersion', key: string, title: string }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type GqlIntegrationFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type GqlIntegrationFieldsQuery = { __type: { fields: Array<{ name: string }> | null } | null, input: { inputFields: Array<{ name: string }> | null } | null };

export type GqlCreateOpenApiSpecMutationVariables = Exact<{
  input: CreateOpenApiSpecInput;
}>;


export type GqlCreateOpenApiSpecMutation = { createOpenAPISpec:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'CreateOpenAPISpecPayload', openAPISpec: { id: string, key: string, slug: string, processingState: OpenApiSpecProcessingState, sourceURL: string | null, permissions: { view: boolean, edit: boolean } } }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
   };

export type GqlPutOpenApiSpecMutationVariables = Exact<{
  input: CreateOrUpdateOpenApiSpecInput;
}>;


export type GqlPutOpenApiSpecMutation = { createOrUpdateOpenAPISpec:
    | { __typename: 'BadRequestError', message: string, status: number, code: string }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'CreateOrUpdateOpenAPISpecPayload', created: boolean, openAPISpec: { slug: string, processingState: OpenApiSpecProcessingState } }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
   };

export type GqlDeleteOpenApiSpecMutationVariables = Exact<{
  input: DeleteOpenApiSpecInput;
}>;


export type GqlDeleteOpenApiSpecMutation = { deleteOpenAPISpec:
    | { __typename: 'BadRequestError', message: string, status: number, code: string }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'DeleteOpenAPISpecPayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
   };

export type GqlOpenApiSpecQueryVariables = Exact<{
  id: string | number;
  slug: string;
}>;


export type GqlOpenApiSpecQuery = { organization: { openAPISpec: { id: string, slug: string, processingState: OpenApiSpecProcessingState, lastProcessErrorCode: OpenApiSpecProcessingErrorCode | null, lastProcessedErrorCount: number, versionCount: number, lastVersion: { id: string, key: string, specification: OpenApiSpecification, formatVersion: string, title: string, apiVersion: string, hash: string, text: string, document: unknown, spec: { slug: string } } | null, versions: { totalCount: number, edges: Array<{ node: { key: string, apiVersion: string } }> }, organization: { key: string } } } | null };

export type GqlOpenApiSpecsQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlOpenApiSpecsQuery = { organization: { openAPISpecs: { totalCount: number, edges: Array<{ node: { slug: string, processingState: OpenApiSpecProcessingState, versionCount: number, lastVersion: { key: string, title: string } | null, organization: { key: string }, permissions: { view: boolean, edit: boolean }, urls: { location: string } } }> } } | null };

export type OrgMembersQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  role?: MemberRoleFilter | null | undefined;
  search?: string | null | undefined;
  sort?: MemberSort | null | undefined;
  order?: Order | null | undefined;
}>;


export type OrgMembersQuery = { organization: { members: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, key: string, role: MemberRole | null, teams: number, spaces: number, sites: number, user: { key: string, displayName: string }, organization: { key: string } } }> } } | null };

export type OrgMemberQueryVariables = Exact<{
  id: string | number;
  userId: string | number;
  title?: string | null | undefined;
}>;


export type OrgMemberQuery = { organization: { member: { id: string, key: string, role: MemberRole | null, sso: boolean, lastSeenAt: string | null, teams: number, teamMemberships: { totalCount: number, edges: Array<{ node: { team: { key: string, title: string }, member: { role: TeamMemberRole } } }> } } } | null };

export type OrgTeamsQueryVariables = Exact<{
  id: string | number;
  owner?: string | null | undefined;
  title?: string | null | undefined;
}>;


export type OrgTeamsQuery = { organization: { teams: { totalCount: number, edges: Array<{ node: { id: string, key: string, title: string, memberCount: number, spaces: number, permissions: { admin: boolean, view: boolean }, members: { totalCount: number, edges: Array<{ node: { role: TeamMemberRole, user: { key: string, displayName: string }, organizationMember: { role: MemberRole | null } } }> } } }> } } | null };

export type MemberOrTeamNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberOrTeamNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember', key: string, role: MemberRole | null }
    | { __typename: 'OrganizationTeam', key: string, title: string }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type CreateTeamMutationVariables = Exact<{
  input: CreateTeamInput;
}>;


export type CreateTeamMutation = { createTeam:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'CreateTeamPayload', team: { id: string, key: string, title: string, memberCount: number, permissions: { admin: boolean } } }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
   };

export type UpdateTeamMutationVariables = Exact<{
  input: UpdateTeamInput;
}>;


export type UpdateTeamMutation = { updateTeam:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateTeamPayload', team: { key: string, title: string } }
   };

export type DeleteTeamMutationVariables = Exact<{
  input: DeleteTeamInput;
}>;


export type DeleteTeamMutation = { deleteTeam:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeleteTeamPayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type AddTeamMembersMutationVariables = Exact<{
  input: AddTeamMembersInput;
}>;


export type AddTeamMembersMutation = { addTeamMembers:
    | { __typename: 'AddTeamMembersPayload', team: { key: string, memberCount: number, members: { edges: Array<{ node: { role: TeamMemberRole, user: { key: string } } }> } } }
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type RemoveTeamMembersMutationVariables = Exact<{
  input: RemoveTeamMembersInput;
}>;


export type RemoveTeamMembersMutation = { removeTeamMembers:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RemoveTeamMembersPayload', team: { key: string, memberCount: number } }
   };

export type UpdateMemberMutationVariables = Exact<{
  input: UpdateMemberInput;
}>;


export type UpdateMemberMutation = { updateMember:
    | { __typename: 'BadRequestError', message: string, status: number, code: string }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
    | { __typename: 'UpdateMemberPayload', member: { key: string, role: MemberRole | null } }
   };

export type RemoveMemberMutationVariables = Exact<{
  input: RemoveMemberInput;
}>;


export type RemoveMemberMutation = { removeMember:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RemoveMemberPayload', deleted: boolean }
   };

export type SetMemberSsoMutationVariables = Exact<{
  input: SetMemberSsoInput;
}>;


export type SetMemberSsoMutation = { setMemberSso:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'SetMemberSsoPayload', member: { key: string, sso: boolean } }
   };

export type PingMutationVariables = Exact<{
  input: PingOrganizationInput;
}>;


export type PingMutation = { pingOrganization:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PingOrganizationPayload', serviceVisitorClaims: string, gitbookVisitorClaims: string, member: { key: string, lastSeenAt: string | null } }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { key: string, displayName: string }, organizations: { totalCount: number, edges: Array<{ node: { id: string, key: string, title: string, permissions: { admin: boolean } } }> } };

export type OrganizationQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationQuery = { organization: { id: string, key: string, title: string, defaultRole: MemberRole | null, urls: { location: string } } | null };

export type OrganizationNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization', key: string, title: string }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type UpdateOrganizationMutationVariables = Exact<{
  input: UpdateOrganizationInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
    | { __typename: 'UpdateOrganizationPayload', organization: { title: string, defaultRole: MemberRole | null } }
   };

export type AdminCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type AdminCreateUserMutation = { createUser:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateUserPayload', token: string, user: { key: string, email: string | null, displayName: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type AdminAddMemberMutationVariables = Exact<{
  input: AddOrganizationMemberInput;
}>;


export type AdminAddMemberMutation = { addOrganizationMember:
    | { __typename: 'AddOrganizationMemberPayload', member: { key: string, role: MemberRole | null } }
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type AdminCreateOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;


export type AdminCreateOrganizationMutation = { createOrganization:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateOrganizationPayload', organization: { key: string, title: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlCreateCollectionMutationVariables = Exact<{
  input: CreateCollectionInput;
}>;


export type GqlCreateCollectionMutation = { createCollection:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'CreateCollectionPayload', collection: { id: string, key: string, title: string, parentId: string | null } }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
   };

export type GqlCreateSpaceMutationVariables = Exact<{
  input: CreateSpaceInput;
}>;


export type GqlCreateSpaceMutation = { createSpace:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'CreateSpacePayload', space: { id: string, key: string, title: string, emoji: string, parentId: string | null, revision: string, visibility: ContentVisibility, editMode: SpaceEditMode, defaultLevel: ContentLevel | null } }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
   };

export type GqlUpdateSpaceMutationVariables = Exact<{
  input: UpdateSpaceInput;
}>;


export type GqlUpdateSpaceMutation = { updateSpace:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateSpacePayload', space: { key: string, title: string, editMode: SpaceEditMode, defaultLevel: ContentLevel | null, visibility: ContentVisibility, urls: { published: string | null, public: string | null } } }
   };

export type GqlMergeRulesFragment = { type: string, rules: Array<
    | { __typename: 'MergeRuleCheck', rule: MergeRuleKind }
    | { __typename: 'MergeRuleCustom', expression: string, message: string | null, rule: MergeRuleKind }
    | { __typename: 'MergeRuleUsers', users: Array<string>, rule: MergeRuleKind }
  > };

export type GqlSetSpaceMergeRulesMutationVariables = Exact<{
  input: UpdateSpaceInput;
}>;


export type GqlSetSpaceMergeRulesMutation = { updateSpace:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateSpacePayload', space: { mergeRules:
          | { __typename: 'MergeRulesConfigurationInherit', type: string }
          | { __typename: 'MergeRulesConfigurationNone', type: string }
          | { __typename: 'MergeRulesConfigurationRules', type: string, rules: Array<
              | { __typename: 'MergeRuleCheck', rule: MergeRuleKind }
              | { __typename: 'MergeRuleCustom', expression: string, message: string | null, rule: MergeRuleKind }
              | { __typename: 'MergeRuleUsers', users: Array<string>, rule: MergeRuleKind }
            > }
         } }
   };

export type GqlMergeRulesQueryVariables = Exact<{
  spaceId: string | number;
  organizationId: string | number;
}>;


export type GqlMergeRulesQuery = { space: { mergeRules:
      | { __typename: 'MergeRulesConfigurationInherit', type: string }
      | { __typename: 'MergeRulesConfigurationNone', type: string }
      | { __typename: 'MergeRulesConfigurationRules', type: string, rules: Array<
          | { __typename: 'MergeRuleCheck', rule: MergeRuleKind }
          | { __typename: 'MergeRuleCustom', expression: string, message: string | null, rule: MergeRuleKind }
          | { __typename: 'MergeRuleUsers', users: Array<string>, rule: MergeRuleKind }
        > }
     } | null, organization: { mergeRules:
      | { __typename: 'MergeRulesConfigurationNone', type: string }
      | { __typename: 'MergeRulesConfigurationRules', type: string, rules: Array<
          | { __typename: 'MergeRuleCheck', rule: MergeRuleKind }
          | { __typename: 'MergeRuleCustom', expression: string, message: string | null, rule: MergeRuleKind }
          | { __typename: 'MergeRuleUsers', users: Array<string>, rule: MergeRuleKind }
        > }
     } | null };

export type GqlSetOrganizationMergeRulesMutationVariables = Exact<{
  input: UpdateOrganizationInput;
}>;


export type GqlSetOrganizationMergeRulesMutation = { updateOrganization:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateOrganizationPayload' }
   };

export type GqlMoveSpaceMutationVariables = Exact<{
  input: MoveSpaceInput;
}>;


export type GqlMoveSpaceMutation = { moveSpace:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MoveSpacePayload', space: { key: string, parentId: string | null, parentCollection: { key: string } | null } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlSpaceLifecycleMutationVariables = Exact<{
  del: DeleteSpaceInput;
  dup: DuplicateSpaceInput;
}>;


export type GqlSpaceLifecycleMutation = { duplicateSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DuplicateSpacePayload', space: { key: string, title: string, parentId: string | null } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
  , deleteSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeleteSpacePayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlRestoreSpaceMutationVariables = Exact<{
  input: RestoreSpaceInput;
}>;


export type GqlRestoreSpaceMutation = { restoreSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RestoreSpacePayload', space: { key: string, deletedAt: string | null } }
   };

export type GqlTransferSpaceMutationVariables = Exact<{
  input: TransferSpaceInput;
}>;


export type GqlTransferSpaceMutation = { transferSpace:
    | { __typename: 'BadRequestError', message: string, status: number, code: string }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
    | { __typename: 'TransferSpacePayload', space: { key: string, organizationId: string, parentId: string | null, organization: { key: string, title: string } } }
   };

export type GqlCollectionMutationsMutationVariables = Exact<{
  update: UpdateCollectionInput;
  move: MoveCollectionInput;
}>;


export type GqlCollectionMutationsMutation = { updateCollection:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateCollectionPayload', collection: { key: string, title: string, description: string | null, defaultLevel: ContentLevel | null } }
  , moveCollection:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MoveCollectionPayload', collection: { key: string, parentId: string | null } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlTransferCollectionMutationVariables = Exact<{
  input: TransferCollectionInput;
}>;


export type GqlTransferCollectionMutation = { transferCollection:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'TransferCollectionPayload', collection: { key: string, organizationId: string } }
   };

export type GqlDeleteCollectionMutationVariables = Exact<{
  input: DeleteCollectionInput;
}>;


export type GqlDeleteCollectionMutation = { deleteCollection:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeleteCollectionPayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlOrganizationGraphQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlOrganizationGraphQuery = { organization: { key: string, spaces: { totalCount: number, edges: Array<{ node: { key: string, title: string } }> }, collections: { totalCount: number, edges: Array<{ node: { key: string, title: string, organization: { key: string }, permissions: { view: boolean, admin: boolean, create: boolean }, collections: { totalCount: number, edges: Array<{ node: { key: string, title: string, parentCollection: { key: string } | null } }> }, spaces: { totalCount: number, edges: Array<{ node: { key: string, title: string, organization: { key: string, title: string }, parentCollection: { key: string, title: string } | null, permissions: { view: boolean, edit: boolean, admin: boolean } } }> } } }> } } | null };

export type GqlSpaceQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlSpaceQuery = { space: { id: string, key: string, object: string, title: string, organizationId: string, parentId: string | null, comments: number, changeRequests: number, deletedAt: string | null, organization: { key: string, title: string }, parentCollection: { key: string, title: string } | null, permissions: { view: boolean, admin: boolean, edit: boolean }, urls: { location: string, app: string } } | null };

export type GqlContentNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlContentNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection', key: string, title: string }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site' }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection' }
    | { __typename: 'SiteSectionGroup' }
    | { __typename: 'SiteSpace' }
    | { __typename: 'Space', key: string, title: string }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type GqlMemberSpacesQueryVariables = Exact<{
  org: string | number;
  user: string | number;
}>;


export type GqlMemberSpacesQuery = { organization: { memberSpaces: { totalCount: number, edges: Array<{ node: { permission: MemberRole, space: { key: string } } }> } } | null };

export type ImportRunsStartMutationVariables = Exact<{
  input: StartImportRunInput;
}>;


export type ImportRunsStartMutation = { startImportRun:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'StartImportRunPayload', importRun: { id: string, key: string, status: ImportRunStatus, source: { type: ImportRunSourceType, files: Array<string> | null } } }
   };

export type ImportRunsRunQueryVariables = Exact<{
  organizationId: string | number;
  importRunId: string | number;
}>;


export type ImportRunsRunQuery = { importRun: { key: string, status: ImportRunStatus, reason: string | null, importedResources: number, totalResources: number, notes: Array<string>, revisionId: string | null, pages: Array<{ pageId: string }> } | null };

export type ImportRunsListQueryVariables = Exact<{
  organizationId: string | number;
  space?: string | null | undefined;
}>;


export type ImportRunsListQuery = { importRuns: { totalCount: number, edges: Array<{ node: { key: string, status: ImportRunStatus } }> } | null };

export type ImportRunsUploadMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type ImportRunsUploadMutation = { uploadFile:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'UploadFilePayload', file: { key: string } }
   };

export type ImportRunsSiteStructureQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type ImportRunsSiteStructureQuery = { site: { structure: Array<
      | { __typename: 'SiteExternalLink', key: string, title: string, url: string, draft: boolean, sectionGroupId: string | null }
      | { __typename: 'SiteSection', key: string }
      | { __typename: 'SiteSectionGroup', key: string, items: Array<
          | { __typename: 'SiteExternalLink', key: string, title: string }
          | { __typename: 'SiteSection', key: string }
        > }
      | { __typename: 'SiteSpace' }
    > } | null };

export type ImportRunsAddLinkMutationVariables = Exact<{
  input: AddSiteExternalLinkInput;
}>;


export type ImportRunsAddLinkMutation = { addSiteExternalLink:
    | { __typename: 'AddSiteExternalLinkPayload', location: string, externalLink: { key: string, title: string, url: string } }
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ImportRunsDuplicateMutationVariables = Exact<{
  input: DuplicateSiteSpaceInput;
}>;


export type ImportRunsDuplicateMutation = { duplicateSiteSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DuplicateSiteSpacePayload', siteSpace: { key: string, sectionId: string | null, space: { key: string, title: string } } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ImportContentTestMutationVariables = Exact<{
  input: ImportContentInput;
}>;


export type ImportContentTestMutation = { importContent:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'ImportContentPayload', revisionId: string, importedResources: number, totalResources: number, pageIds: Array<string>, revision: { key: string, parents: Array<string> } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type InsightsCreateShareKeyMutationVariables = Exact<{
  input: CreateSiteShareKeyInput;
}>;


export type InsightsCreateShareKeyMutation = { createSiteShareKey:
    | { __typename: 'BadRequestError' }
    | { __typename: 'ConflictError' }
    | { __typename: 'CreateSiteShareKeyPayload', key: string }
    | { __typename: 'ForbiddenError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'PreconditionFailedError' }
   };

export type InsightsOfSiteQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type InsightsOfSiteQuery = { site: { insights: { pageViews: number, searches: number, questions: number, topPages: Array<{ pageId: string, spaceId: string, title: string | null, views: number }>, searchesWithNoResult: Array<{ query: string, count: number }>, unansweredQuestions: Array<{ query: string, count: number }>, feedback: { good: number, ok: number, bad: number, comments: Array<{ rating: PageFeedbackRating | null, comment: string, pageId: string | null }> } } } | null };

export type InsightsOfSitesQueryVariables = Exact<{
  id: string | number;
}>;


export type InsightsOfSitesQuery = { organization: { sites: { edges: Array<{ node: { insights: { pageViews: number, topPages: Array<{ title: string | null, views: number }>, searchesWithNoResult: Array<{ query: string, count: number }>, unansweredQuestions: Array<{ query: string }>, feedback: { good: number, ok: number, bad: number, comments: Array<{ comment: string }> } } } }> } } | null };

export type InstanceUsersQueryVariables = Exact<{
  email?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type InstanceUsersQuery = { users: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { key: string, email: string | null, displayName: string } }> } | null };

export type InstanceUsageCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type InstanceUsageCountsQuery = { instanceUsage: { users: number, spaces: number, deletedSpaces: number, documents: number } | null };

export type InviteSecretQueryVariables = Exact<{
  organizationId: string | number;
  inviteId: string | number;
}>;


export type InviteSecretQuery = { organization: { invite:
      | { key: string, secret: string, url: string, kind: InviteLinkKind }
      | { key: string, secret: string, url: string, kind: InviteLinkKind }
      | { key: string, secret: string, url: string, kind: InviteLinkKind }
     } | null };

export type JoinWithInviteMutationVariables = Exact<{
  secret: string;
}>;


export type JoinWithInviteMutation = { joinOrganizationWithInvite:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'JoinOrganizationWithInvitePayload', organization: { key: string, title: string }, member: { key: string, role: MemberRole | null }, space: { key: string, permissions: { view: boolean, edit: boolean, comment: boolean } } | null, collection: { key: string, permissions: { view: boolean } } | null }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type InviteCountQueryVariables = Exact<{
  organizationId: string | number;
}>;


export type InviteCountQuery = { organization: { invites: { totalCount: number } } | null };

export type JoinByEmailDomainMutationVariables = Exact<{
  organizationId: string | number;
}>;


export type JoinByEmailDomainMutation = { joinOrganizationByEmailDomain:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'JoinOrganizationByEmailDomainPayload', organization: { key: string }, member: { key: string, role: MemberRole | null } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type LinksUploadFileMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type LinksUploadFileMutation = { uploadFile:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UploadFilePayload', revision: { key: string }, file: { id: string } }
   };

export type LinksUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type LinksUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string } }
   };

export type SpaceLinksQueryVariables = Exact<{
  id: string | number;
  status?: LinkStatus | null | undefined;
}>;


export type SpaceLinksQuery = { space: { linkStats: { total: number, broken: { total: number, changeRequest: number } }, links: { totalCount: number, edges: Array<{ node: { url: string, status: LinkStatus, target: { kind: string }, sourcePage: { title: string, id: string }, targetPage: { path: string | null, id: string } | null, targetFile: { name: string, id: string } | null } }> }, currentRevision: { linkStats: { total: number }, pages: Array<{ title: string, id: string, links: { totalCount: number }, backlinks: { totalCount: number, edges: Array<{ node: { linkCount: number, page: { title: string }, sourcePage: { id: string } } }> } }>, files: Array<{ id: string, backlinks: { totalCount: number } }> } } | null };

export type MembersAddTeamMembersMutationVariables = Exact<{
  input: AddTeamMembersInput;
}>;


export type MembersAddTeamMembersMutation = { addTeamMembers:
    | { __typename: 'AddTeamMembersPayload' }
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type OpenApiVersionsQueryVariables = Exact<{
  organizationId: string | number;
  specSlug: string;
}>;


export type OpenApiVersionsQuery = { openAPISpecVersions: { edges: Array<{ node: { key: string, text: string, specification: OpenApiSpecification, formatVersion: string, title: string, apiVersion: string, document: unknown } }> } | null };

export type PeopleUpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type PeopleUpdateUserMutation = { updateUser:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateUserPayload', user: { key: string, displayName: string, photoURL: string | null } }
   };

export type PeopleTeamMembersQueryVariables = Exact<{
  organizationId: string | number;
  teamId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PeopleTeamMembersQuery = { organization: { teamMembers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ organization: { key: string, role: MemberRole | null }, team: { role: TeamMemberRole }, permissions: { view: boolean } }> } } | null };

export type PeopleUpdateTeamMembersMutationVariables = Exact<{
  input: UpdateTeamMembersInput;
}>;


export type PeopleUpdateTeamMembersMutation = { updateTeamMembers:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateTeamMembersPayload', team: { key: string, memberCount: number } }
   };

export type PeopleRemoveTeamMemberMutationVariables = Exact<{
  input: RemoveTeamMemberInput;
}>;


export type PeopleRemoveTeamMemberMutation = { removeTeamMember:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RemoveTeamMemberPayload', deleted: boolean }
   };

export type PeopleInviteUsersMutationVariables = Exact<{
  input: InviteUsersToOrganizationInput;
}>;


export type PeopleInviteUsersMutation = { inviteUsersToOrganization:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'InviteUsersToOrganizationPayload', users: Array<string>, invited: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type PeopleInviteSecretQueryVariables = Exact<{
  organizationId: string | number;
  inviteId: string | number;
}>;


export type PeopleInviteSecretQuery = { organization: { invite:
      | { secret: string, url: string }
      | { secret: string, url: string }
      | { secret: string, url: string }
     } | null };

export type ScenarioCreateTeamMutationVariables = Exact<{
  input: CreateTeamInput;
}>;


export type ScenarioCreateTeamMutation = { createTeam:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateTeamPayload', team: { key: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ScenarioInviteToSpaceMutationVariables = Exact<{
  input: InviteToSpaceInput;
}>;


export type ScenarioInviteToSpaceMutation = { inviteToSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'InviteToSpacePayload' }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ScenarioInviteToCollectionMutationVariables = Exact<{
  input: InviteToCollectionInput;
}>;


export type ScenarioInviteToCollectionMutation = { inviteToCollection:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'InviteToCollectionPayload' }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ScenarioUpdateSpaceMutationVariables = Exact<{
  input: UpdateSpaceInput;
}>;


export type ScenarioUpdateSpaceMutation = { updateSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateSpacePayload' }
   };

export type ScenarioSpacePermissionsQueryVariables = Exact<{
  target: string | number;
  shelved: string | number;
}>;


export type ScenarioSpacePermissionsQuery = { target: { permissions: { view: boolean, edit: boolean } } | null, shelved: { permissions: { view: boolean, edit: boolean } } | null };

export type ScenarioCreateChangeRequestMutationVariables = Exact<{
  input: CreateChangeRequestInput;
}>;


export type ScenarioCreateChangeRequestMutation = { createChangeRequest:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateChangeRequestPayload', changeRequest: { key: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ScenarioEditContentMutationVariables = Exact<{
  input: UpdateChangeRequestContentInput;
}>;


export type ScenarioEditContentMutation = { updateChangeRequestContent:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateChangeRequestContentPayload' }
   };

export type ScenarioMergeMutationVariables = Exact<{
  input: MergeChangeRequestInput;
}>;


export type ScenarioMergeMutation = { mergeChangeRequest:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MergeChangeRequestPayload', changeRequest: { status: ChangeRequestStatus } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ScenarioReviewMutationVariables = Exact<{
  input: SubmitChangeRequestReviewInput;
}>;


export type ScenarioReviewMutation = { submitChangeRequestReview:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'SubmitChangeRequestReviewPayload' }
   };

export type ScenarioAuditLogQueryVariables = Exact<{
  organizationId: string | number;
}>;


export type ScenarioAuditLogQuery = { organization: { auditEvents: { nodes: Array<{ key: string, action: string, payload: unknown, actor: { type: AuditEventActorType, key: string, label: string | null }, target: { type: string, key: string, label: string | null } }> } } | null };

export type PermissionsInviteTeamMutationVariables = Exact<{
  input: InviteToSpaceInput;
}>;


export type PermissionsInviteTeamMutation = { inviteToSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'InviteToSpacePayload', space: { key: string, teamPermissions: { totalCount: number, nodes: Array<{ permission: MemberRole, team: { key: string } }> }, permissionsAggregate: { nodes: Array<{ user: { key: string } }> } } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type PermissionsRemoveTeamMutationVariables = Exact<{
  input: RemoveTeamFromSpaceInput;
}>;


export type PermissionsRemoveTeamMutation = { removeTeamFromSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RemoveTeamFromSpacePayload', deleted: boolean }
   };

export type PermissionsCollectionListsQueryVariables = Exact<{
  id: string | number;
}>;


export type PermissionsCollectionListsQuery = { collection: { userPermissions: { nodes: Array<{ permission: MemberRole, user: { key: string } }> }, teamPermissions: { nodes: Array<{ permission: MemberRole, team: { key: string } }> } } | null };

export type PermissionsInviteToCollectionMutationVariables = Exact<{
  input: InviteToCollectionInput;
}>;


export type PermissionsInviteToCollectionMutation = { inviteToCollection:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'InviteToCollectionPayload' }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type CountOrganizationSpacesQueryVariables = Exact<{
  id: string | number;
}>;


export type CountOrganizationSpacesQuery = { organization: { spaces: { totalCount: number, edges: Array<{ node: { key: string, title: string, comments: number, changeRequests: number, changeRequestsOpen: number, changeRequestsDraft: number, revision: string, defaultLevel: ContentLevel | null, organization: { key: string, title: string, permissions: { admin: boolean } }, parentCollection: { key: string, title: string, parentCollection: { key: string } | null, permissions: { view: boolean, admin: boolean, create: boolean } } | null, permissions: { view: boolean, access: boolean, admin: boolean, edit: boolean, comment: boolean, review: boolean, merge: boolean } } }> } } | null };

export type CountCollectionTreeQueryVariables = Exact<{
  id: string | number;
}>;


export type CountCollectionTreeQuery = { organization: { collections: { edges: Array<{ node: { key: string, permissions: { view: boolean }, spaces: { totalCount: number, edges: Array<{ node: { key: string, organization: { key: string }, parentCollection: { key: string } | null, permissions: { view: boolean, edit: boolean } } }> } } }> } } | null };

export type TestReaderMcpFeedbackQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type TestReaderMcpFeedbackQuery = { site: { agentFeedbackList: { edges: Array<{ node: { kind: string, summary: string, url: string | null, spaceId: string | null, pageId: string | null, goal: string | null, source: string | null } }> } } | null };

export type ReleaseImportContentMutationVariables = Exact<{
  input: ImportContentInput;
}>;


export type ReleaseImportContentMutation = { importContent:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'ImportContentPayload', revisionId: string, importedResources: number, pageIds: Array<string> }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ReleaseSpaceCommentsSubscriptionVariables = Exact<{
  spaceId: string | number;
}>;


export type ReleaseSpaceCommentsSubscription = { spaceEvents:
    | { type: EventType, actor: { displayName: string } | null }
    | { commentId: string, type: EventType, comment: { markdown: string } | null, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
    | { type: EventType, actor: { displayName: string } | null }
   };

export type ReleaseCrashWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type ReleaseCrashWebhookMutation = { createWebhook:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateWebhookPayload', webhook: { key: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type ReleaseCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type ReleaseCreateWebhookMutation = { createWebhook:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateWebhookPayload', secret: string, webhook: { id: string, key: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type ReleaseWebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
}>;


export type ReleaseWebhookDeliveriesQuery = { organization: { webhooks: { nodes: Array<{ key: string, deliveries: { nodes: Array<{ status: WebhookDeliveryStatus, attempts: number, lastStatus: number | null, event:
              | { eventId: string }
              | { eventId: string }
              | { eventId: string }
              | { eventId: string }
              | { eventId: string }
              | { eventId: string }
              | { eventId: string }
              | { eventId: string }
             | null }> } }> } } | null };

export type ReusableCreateMutationVariables = Exact<{
  input: CreateReusableContentInput;
}>;


export type ReusableCreateMutation = { createReusableContent:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateReusableContentPayload', revision: { key: string }, reusableContent: { title: string, document: string | null, id: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ReusableUpdateMutationVariables = Exact<{
  input: UpdateReusableContentInput;
}>;


export type ReusableUpdateMutation = { updateReusableContent:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateReusableContentPayload', revision: { key: string }, reusableContent: { title: string, document: string | null, id: string } }
   };

export type ReusableDeleteMutationVariables = Exact<{
  input: DeleteReusableContentInput;
}>;


export type ReusableDeleteMutation = { deleteReusableContent:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeleteReusableContentPayload', deleted: boolean, revision: { key: string } | null }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ReusableDiffQueryVariables = Exact<{
  spaceId: string | number;
  cr: string | number;
}>;


export type ReusableDiffQuery = { changeRequest: { diff: { reusableContents: Array<{ type: ChangeRequestDiffType, key: string, title: string, documentChanged: boolean, hunks: Array<{ lines: Array<string> }> }> } } | null };

export type ReusableMergeMutationVariables = Exact<{
  input: MergeChangeRequestInput;
}>;


export type ReusableMergeMutation = { mergeChangeRequest:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MergeChangeRequestPayload', result: ChangeRequestMergeResult, conflicts: Array<{ kind: MergeConflictKind, reusableContentId: string | null }> }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type SearchUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type SearchUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string } }
   };

export type SpaceSearchQueryVariables = Exact<{
  id: string | number;
  query?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type SpaceSearchQuery = { space: { search: { totalCount: number, pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { key: string, title: string, path: string, score: number, rank: number, resultType: SearchResultType, ancestors: Array<{ title: string }>, sections: Array<{ key: string, title: string, path: string, body: string, score: number, urls: { app: string } }>, urls: { app: string } } }> } } | null };

export type OrgSearchQueryVariables = Exact<{
  id: string | number;
  query?: string | null | undefined;
}>;


export type OrgSearchQuery = { organization: { search: { totalCount: number, edges: Array<{ node: { type: string, key: string, title: string, score: number, pages: Array<{ key: string, title: string, rank: number }> } }> } } | null };

export type SessionsTokenForMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type SessionsTokenForMutation = { createApiToken:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateApiTokenPayload', token: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type SessionsOwnQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsOwnQuery = { viewer: { sessions: { totalCount: number } | null } };

export type GqlSitesCreateSpaceMutationVariables = Exact<{
  input: CreateSpaceInput;
}>;


export type GqlSitesCreateSpaceMutation = { createSpace:
    | { __typename: 'BadRequestError' }
    | { __typename: 'ConflictError' }
    | { __typename: 'CreateSpacePayload', space: { key: string } }
    | { __typename: 'ForbiddenError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'PreconditionFailedError' }
   };

export type GqlCreateSiteMutationVariables = Exact<{
  input: CreateSiteInput;
}>;


export type GqlCreateSiteMutation = { createSite:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateSitePayload', site: { id: string, key: string, title: string, type: SiteType, visibility: SiteVisibility, published: boolean, siteSpaceCount: number, adaptiveContent: { enabled: boolean } } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlAddSiteSectionMutationVariables = Exact<{
  input: AddSiteSectionInput;
}>;


export type GqlAddSiteSectionMutation = { addSiteSection:
    | { __typename: 'AddSiteSectionPayload', section: { id: string, key: string, title: string, path: string, default: boolean, siteSpaces: Array<{ key: string, default: boolean, space: { key: string, title: string } }> } }
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlAddSiteSectionGroupMutationVariables = Exact<{
  input: AddSiteSectionGroupInput;
}>;


export type GqlAddSiteSectionGroupMutation = { addSiteSectionGroup:
    | { __typename: 'AddSiteSectionGroupPayload', sectionGroup: { id: string, key: string, title: string, sections: Array<{ key: string, title: string, sectionGroupId: string | null, sectionGroup: { key: string } | null }> } }
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlAddSiteSpaceMutationVariables = Exact<{
  input: AddSiteSpaceInput;
}>;


export type GqlAddSiteSpaceMutation = { addSiteSpace:
    | { __typename: 'AddSiteSpacePayload', returnMinimal: boolean, siteSpace: { id: string, key: string, path: string, default: boolean, sectionId: string | null, section: { key: string, title: string } | null, space: { key: string, title: string } } }
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlSiteMovesMutationVariables = Exact<{
  section: MoveSiteSectionInput;
  group: MoveSiteSectionGroupInput;
  siteSpace: MoveSiteSpaceInput;
}>;


export type GqlSiteMovesMutation = { moveSiteSection:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MoveSiteSectionPayload', section: { key: string, sectionGroupId: string | null } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
  , moveSiteSectionGroup:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MoveSiteSectionGroupPayload', sectionGroup: { key: string } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
  , moveSiteSpace:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MoveSiteSpacePayload', siteSpace: { key: string } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlMoveSiteSectionMutationVariables = Exact<{
  input: MoveSiteSectionInput;
}>;


export type GqlMoveSiteSectionMutation = { moveSiteSection:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MoveSiteSectionPayload', section: { key: string } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlSiteGraphQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlSiteGraphQuery = { organization: { sites: { totalCount: number, edges: Array<{ node: { key: string, title: string, siteSpaceCount: number, organization: { key: string }, permissions: { admin: boolean, create: boolean, view: boolean }, structure: Array<
            | { __typename: 'SiteExternalLink' }
            | { __typename: 'SiteSection', key: string, title: string, default: boolean, siteSpaces: Array<{ key: string, default: boolean, space: { key: string, title: string } }> }
            | { __typename: 'SiteSectionGroup', key: string, title: string, sections: Array<{ key: string, title: string, sectionGroup: { key: string } | null, siteSpaces: Array<{ key: string, space: { key: string }, section: { key: string } | null }> }> }
            | { __typename: 'SiteSpace', key: string }
          >, sections: { totalCount: number, edges: Array<{ node: { key: string, title: string } }> }, sectionGroups: { edges: Array<{ node: { key: string, title: string } }> }, siteSpaces: { totalCount: number, edges: Array<{ node: { key: string, site: { key: string } } }> } } }> } } | null };

export type GqlPublishSiteMutationVariables = Exact<{
  publish: PublishSiteInput;
}>;


export type GqlPublishSiteMutation = { publishSite:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'PublishSitePayload', site: { key: string, published: boolean, urls: { published: string | null } } }
   };

export type GqlUnpublishSiteMutationVariables = Exact<{
  input: UnpublishSiteInput;
}>;


export type GqlUnpublishSiteMutation = { unpublishSite:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UnpublishSitePayload', site: { key: string, published: boolean, urls: { published: string | null } } }
   };

export type GqlSiteShareKeysMutationVariables = Exact<{
  create: CreateSiteShareKeyInput;
}>;


export type GqlSiteShareKeysMutation = { createSiteShareKey:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateSiteShareKeyPayload', key: string, shareKey: { key: string, name: string | null, createdAt: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlRevokeSiteShareKeyMutationVariables = Exact<{
  input: RevokeSiteShareKeyInput;
}>;


export type GqlRevokeSiteShareKeyMutation = { revokeSiteShareKey:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RevokeSiteShareKeyPayload', revoked: boolean }
   };

export type GqlSiteSecretsQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type GqlSiteSecretsQuery = { site: { key: string, visitorKey: string | null, shareKeys: Array<{ key: string, name: string | null }>, adaptiveSchema: { object: string, jsonSchema: unknown } } | null };

export type GqlRotateSiteVisitorKeyMutationVariables = Exact<{
  input: RotateSiteVisitorKeyInput;
}>;


export type GqlRotateSiteVisitorKeyMutation = { rotateSiteVisitorKey:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RotateSiteVisitorKeyPayload', visitorKey: string, site: { key: string } }
   };

export type GqlPublishedSiteQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
  shareKey?: string | null | undefined;
  visitorToken?: string | null | undefined;
}>;


export type GqlPublishedSiteQuery = { publishedSite: { object: string, customizations: unknown, site: { key: string, published: boolean }, structure: { type: string, structure: Array<
        | { __typename: 'SiteExternalLink' }
        | { __typename: 'SiteSection', key: string, title: string, default: boolean, siteSpaces: Array<{ key: string, default: boolean, space: { title: string } }> }
        | { __typename: 'SiteSectionGroup', key: string, sections: Array<{ key: string, title: string }> }
        | { __typename: 'SiteSpace', key: string }
      > } } | null };

export type GqlPublishedSiteLeakQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type GqlPublishedSiteLeakQuery = { publishedSite: { site: { key: string, visitorKey: string | null, sections: { totalCount: number } } } | null };

export type GqlUpdateSiteSectionMutationVariables = Exact<{
  input: UpdateSiteSectionInput;
}>;


export type GqlUpdateSiteSectionMutation = { updateSiteSection:
    | { __typename: 'BadRequestError', message: string, status: number, code: string, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number, code: string }
    | { __typename: 'ForbiddenError', message: string, status: number, code: string }
    | { __typename: 'NotFoundError', message: string, status: number, code: string }
    | { __typename: 'PreconditionFailedError', message: string, status: number, code: string }
    | { __typename: 'UpdateSiteSectionPayload', returnMinimal: boolean, section: { key: string, condition: string | null, path: string } }
   };

export type GqlUpdateSiteMutationVariables = Exact<{
  input: UpdateSiteInput;
}>;


export type GqlUpdateSiteMutation = { updateSite:
    | { __typename: 'BadRequestError', message: string, status: number, field: string | null }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateSitePayload', site: { key: string, hostname: string | null, adaptiveContent: { enabled: boolean } } }
   };

export type GqlDeleteSiteMutationVariables = Exact<{
  input: DeleteSiteInput;
}>;


export type GqlDeleteSiteMutation = { deleteSite:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'DeleteSitePayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type GqlSiteNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type GqlSiteNodeQuery = { node:
    | { __typename: 'ApiToken' }
    | { __typename: 'AuditEvent' }
    | { __typename: 'BrowserSession' }
    | { __typename: 'ChangeRequest' }
    | { __typename: 'Collection' }
    | { __typename: 'CollectionInviteLink' }
    | { __typename: 'Comment' }
    | { __typename: 'CommentReply' }
    | { __typename: 'CustomField' }
    | { __typename: 'CustomFont' }
    | { __typename: 'GlossaryEntry' }
    | { __typename: 'ImportRun' }
    | { __typename: 'Integration' }
    | { __typename: 'OidcProvider' }
    | { __typename: 'OpenAPISpec' }
    | { __typename: 'OpenAPISpecVersion' }
    | { __typename: 'Organization' }
    | { __typename: 'OrganizationInviteLink' }
    | { __typename: 'OrganizationMember' }
    | { __typename: 'OrganizationTeam' }
    | { __typename: 'Revision' }
    | { __typename: 'RevisionFile' }
    | { __typename: 'RevisionPage' }
    | { __typename: 'RevisionReusableContent' }
    | { __typename: 'SamlProvider' }
    | { __typename: 'Site', key: string, title: string }
    | { __typename: 'SiteExternalLink' }
    | { __typename: 'SiteQuestion' }
    | { __typename: 'SiteQuestionAnswer' }
    | { __typename: 'SiteRedirect' }
    | { __typename: 'SiteSection', key: string, title: string }
    | { __typename: 'SiteSectionGroup', key: string, title: string }
    | { __typename: 'SiteSpace', key: string, path: string }
    | { __typename: 'Space' }
    | { __typename: 'SpaceInviteLink' }
    | { __typename: 'TranslationSettings' }
    | { __typename: 'User' }
    | { __typename: 'Webhook' }
    | { __typename: 'WebhookDelivery' }
   | null };

export type GqlSiteNodeIdsQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type GqlSiteNodeIdsQuery = { site: { id: string, sections: { edges: Array<{ node: { id: string } }> }, sectionGroups: { edges: Array<{ node: { id: string } }> }, siteSpaces: { edges: Array<{ node: { id: string } }> } } | null };

export type GqlPublishedSiteKeyQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type GqlPublishedSiteKeyQuery = { publishedSite: { site: { visitorKey: string | null } } | null };

export type SitesCountAddGroupMutationVariables = Exact<{
  input: AddSiteSectionGroupInput;
}>;


export type SitesCountAddGroupMutation = { addSiteSectionGroup:
    | { __typename: 'AddSiteSectionGroupPayload', sectionGroup: { key: string } }
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type SitesCountAddSectionMutationVariables = Exact<{
  input: AddSiteSectionInput;
}>;


export type SitesCountAddSectionMutation = { addSiteSection:
    | { __typename: 'AddSiteSectionPayload', section: { key: string } }
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type SitesCountUpdateSectionMutationVariables = Exact<{
  input: UpdateSiteSectionInput;
}>;


export type SitesCountUpdateSectionMutation = { updateSiteSection:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'UpdateSiteSectionPayload' }
   };

export type SitesCountAddSiteSpaceMutationVariables = Exact<{
  input: AddSiteSpaceInput;
}>;


export type SitesCountAddSiteSpaceMutation = { addSiteSpace:
    | { __typename: 'AddSiteSpacePayload' }
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type CountSitesWithStructureQueryVariables = Exact<{
  id: string | number;
}>;


export type CountSitesWithStructureQuery = { organization: { sites: { totalCount: number, edges: Array<{ node: { key: string, title: string, siteSpaceCount: number, permissions: { view: boolean, admin: boolean }, urls: { published: string | null }, features: Array<{ key: string }>, structure: Array<
            | { __typename: 'SiteExternalLink' }
            | { __typename: 'SiteSection', key: string, default: boolean, urls: { published: string | null }, siteSpaces: Array<{ key: string, default: boolean, urls: { published: string | null }, space: { key: string, title: string, permissions: { view: boolean, edit: boolean }, organization: { key: string } } }> }
            | { __typename: 'SiteSectionGroup', key: string, sections: Array<{ key: string, default: boolean, sectionGroup: { key: string } | null, siteSpaces: Array<{ key: string, default: boolean, space: { key: string, title: string, permissions: { view: boolean } } }> }> }
            | { __typename: 'SiteSpace', key: string, default: boolean, space: { key: string, title: string } }
          >, sections: { totalCount: number, edges: Array<{ node: { key: string, sectionGroup: { key: string, title: string } | null, siteSpaces: Array<{ key: string, section: { key: string } | null }> } }> }, siteSpaces: { totalCount: number, edges: Array<{ node: { key: string, default: boolean, title: string, section: { key: string } | null, space: { key: string, parentCollection: { key: string } | null } } }> } } }> } } | null };

export type SitesRestCreateShareKeyMutationVariables = Exact<{
  input: CreateSiteShareKeyInput;
}>;


export type SitesRestCreateShareKeyMutation = { createSiteShareKey:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateSiteShareKeyPayload', key: string, shareKey: { key: string, name: string | null } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type SitesRestRevokeShareKeyMutationVariables = Exact<{
  input: RevokeSiteShareKeyInput;
}>;


export type SitesRestRevokeShareKeyMutation = { revokeSiteShareKey:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'RevokeSiteShareKeyPayload', revoked: boolean }
   };

export type SitesRestVisitorKeyQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type SitesRestVisitorKeyQuery = { site: { visitorKey: string | null } | null };

export type SiteToolsConditionsQueryVariables = Exact<{
  organizationId: string | number;
  siteId: string | number;
}>;


export type SiteToolsConditionsQuery = { siteAdaptiveTemplateConditions: { items: Array<{ description: string, condition: string }> } | null };

export type SpaceRevisionCountQueryVariables = Exact<{
  id: string | number;
}>;


export type SpaceRevisionCountQuery = { space: { revisions: { totalCount: number } } | null };

export type StorageUpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type StorageUpdatePageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload' }
   };

export type StorageUploadMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type StorageUploadMutation = { uploadFile:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UploadFilePayload' }
   };

export type KitInstanceUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type KitInstanceUsageQuery = { instanceUsage: { users: number, apiTokens: number, browserSessions: number, organizations: number, spaces: number, deletedSpaces: number, changeRequests: number, comments: number, revisions: number, treeNodes: number, documents: number, fileBlobs: number, fileBytes: number, searchSections: number, searchTitles: number, embeddings: number, gitPacks: number, gitPackBytes: number, gitCommits: number, openAPISpecVersions: number, events: number, webhookDeliveries: number, insightEvents: number } | null };

export type KitUserByEmailQueryVariables = Exact<{
  email: string;
}>;


export type KitUserByEmailQuery = { users: { edges: Array<{ node: { key: string, email: string | null, displayName: string } }> } | null };

export type BuiltCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type BuiltCreateUserMutation = { createUser:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateUserPayload', token: string, user: { key: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type BuiltCreateOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;


export type BuiltCreateOrganizationMutation = { createOrganization:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'CreateOrganizationPayload', organization: { key: string } }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type BuiltAddMemberMutationVariables = Exact<{
  input: AddOrganizationMemberInput;
}>;


export type BuiltAddMemberMutation = { addOrganizationMember:
    | { __typename: 'AddOrganizationMemberPayload' }
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type FixtureSeedSpaceMutationVariables = Exact<{
  input: CreateSpaceInput;
}>;


export type FixtureSeedSpaceMutation = { createSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateSpacePayload', space: { key: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type FixtureCloseSpaceMutationVariables = Exact<{
  input: UpdateSpaceInput;
}>;


export type FixtureCloseSpaceMutation = { updateSpace:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdateSpacePayload' }
   };

export type FixtureCreatePageMutationVariables = Exact<{
  input: CreatePageInput;
}>;


export type FixtureCreatePageMutation = { createPage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreatePagePayload', revision: { key: string }, page: { path: string | null, documentId: string | null, id: string } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type FixtureInviteSecretQueryVariables = Exact<{
  organizationId: string | number;
  inviteId: string | number;
}>;


export type FixtureInviteSecretQuery = { organization: { invite:
      | { secret: string }
      | { secret: string }
      | { secret: string }
     } | null };

export type FixtureJoinWithInviteMutationVariables = Exact<{
  secret: string;
}>;


export type FixtureJoinWithInviteMutation = { joinOrganizationWithInvite:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'JoinOrganizationWithInvitePayload' }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type KitOwnApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type KitOwnApiTokensQuery = { viewer: { apiTokens: { edges: Array<{ node: { id: string, current: boolean } }> } | null } };

export type KitRevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type KitRevokeApiTokenMutation = { revokeApiToken:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'RevokeApiTokenPayload', deleted: boolean }
   };

export type TeamMembersQueryVariables = Exact<{
  id: string | number;
  teamId: string | number;
}>;


export type TeamMembersQuery = { organization: { team: { members: { nodes: Array<{ role: TeamMemberRole, user: { key: string } }> } } } | null };

export type UrlsEmbedByUrlQueryVariables = Exact<{
  url: string;
  spaceId?: string | number | null | undefined;
}>;


export type UrlsEmbedByUrlQuery = { embedByUrl: { type: EmbedType, url: string, title: string, site: string, icon: string | null, html: string | null, description: string | null, thumbnail: string | null } | null };

export type UrlsContentByUrlQueryVariables = Exact<{
  url: string;
}>;


export type UrlsContentByUrlQuery = { contentByUrl: { organizationId: string, siteId: string | null, siteSpaceId: string | null, space: { key: string } | null, collection: { key: string } | null, changeRequest: { number: number } | null, revision: { key: string } | null, page: { key: string, path: string | null } | null } | null };

export type TestCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type TestCreateWebhookMutation = { createWebhook:
    | { __typename: 'BadRequestError', message: string, code: string, status: number }
    | { __typename: 'ConflictError', message: string, code: string, status: number }
    | { __typename: 'CreateWebhookPayload', secret: string, webhook: { id: string, key: string, url: string, enabled: boolean, eventTypes: Array<EventType>, space: { key: string } | null } }
    | { __typename: 'ForbiddenError', message: string, code: string, status: number }
    | { __typename: 'NotFoundError', message: string, code: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, code: string, status: number }
   };

export type TestUpdateWebhookMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type TestUpdateWebhookMutation = { updateWebhook:
    | { __typename: 'BadRequestError', message: string, code: string }
    | { __typename: 'ConflictError', message: string, code: string }
    | { __typename: 'ForbiddenError', message: string, code: string }
    | { __typename: 'NotFoundError', message: string, code: string }
    | { __typename: 'PreconditionFailedError', message: string, code: string }
    | { __typename: 'UpdateWebhookPayload', webhook: { enabled: boolean, disabledReason: string | null } }
   };

export type TestRotateWebhookSecretMutationVariables = Exact<{
  input: RotateWebhookSecretInput;
}>;


export type TestRotateWebhookSecretMutation = { rotateWebhookSecret:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'RotateWebhookSecretPayload', secret: string }
   };

export type TestRedeliverMutationVariables = Exact<{
  input: RedeliverWebhookDeliveryInput;
}>;


export type TestRedeliverMutation = { redeliverWebhookDelivery:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
    | { __typename: 'RedeliverWebhookDeliveryPayload', delivery: { key: string, status: WebhookDeliveryStatus } }
   };

export type TestDeleteWebhookMutationVariables = Exact<{
  input: DeleteWebhookInput;
}>;


export type TestDeleteWebhookMutation = { deleteWebhook:
    | { __typename: 'BadRequestError', message: string }
    | { __typename: 'ConflictError', message: string }
    | { __typename: 'DeleteWebhookPayload', deleted: boolean }
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PreconditionFailedError', message: string }
   };

export type TestWebhooksQueryVariables = Exact<{
  id: string | number;
}>;


export type TestWebhooksQuery = { node:
    | { webhooks: { nodes: Array<{ id: string, url: string, enabled: boolean, disabledReason: string | null, deliveries: { nodes: Array<{ id: string, key: string, status: WebhookDeliveryStatus, attempts: number, lastStatus: number | null, lastError: string | null, event:
                | { eventId: string, type: EventType }
                | { eventId: string, type: EventType }
                | { eventId: string, type: EventType }
                | { eventId: string, type: EventType }
                | { eventId: string, type: EventType }
                | { eventId: string, type: EventType }
                | { eventId: string, type: EventType }
                | { eventId: string, type: EventType }
               | null }> } }> } }
    | Record<PropertyKey, never>
   | null };

export type TestOrgGlobalIdQueryVariables = Exact<{
  id: string | number;
}>;


export type TestOrgGlobalIdQuery = { organization: { id: string } | null };

export const CountedChangeRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountedChangeRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CountedChangeRequestFragment, unknown>;
export const CountedCommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountedComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"postedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"repliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"postedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"resolve"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"}}]}}]}}]} as unknown as DocumentNode<CountedCommentFragment, unknown>;
export const GqlMergeRulesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GqlMergeRules"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRuleUsers"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRuleCustom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GqlMergeRulesFragment, unknown>;
export const TestAgentFeedbackListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestAgentFeedbackList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentFeedbackList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestAgentFeedbackListQuery, TestAgentFeedbackListQueryVariables>;
export const TestSiteAskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSiteAsk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"followupQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSiteAskQuery, TestSiteAskQueryVariables>;
export const TestAiAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestAiAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestAiAnswerSubscription, TestAiAnswerSubscriptionVariables>;
export const QuestionsAskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionsAsk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previous"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}},{"kind":"Argument","name":{"kind":"Name","value":"previous"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previous"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}}]}}]}}]}}]} as unknown as DocumentNode<QuestionsAskQuery, QuestionsAskQueryVariables>;
export const QuestionsOfSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionsOfSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"STATS_ANSWERS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yes"}},{"kind":"Field","name":{"kind":"Name","value":"no"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeklyPulse"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"question"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}},{"kind":"Argument","name":{"kind":"Name","value":"channelType"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"API"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"missing"},"name":{"kind":"Name","value":"question"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"nope","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"answered"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"YES"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"channelTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"api"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unknown"}},{"kind":"Field","name":{"kind":"Name","value":"howTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thread"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulness"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"threadAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuestionsOfSiteQuery, QuestionsOfSiteQueryVariables>;
export const QuestionNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<QuestionNodeQuery, QuestionNodeQueryVariables>;
export const CreateOwnApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOwnApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateOwnApiTokenMutation, CreateOwnApiTokenMutationVariables>;
export const MyApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const OthersApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OthersApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<OthersApiTokensQuery, OthersApiTokensQueryVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const RevokeBrowserSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeBrowserSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeBrowserSessionMutation, RevokeBrowserSessionMutationVariables>;
export const RevokeMemberTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMemberTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeMemberTokensInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMemberTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeMemberTokensPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeMemberTokensMutation, RevokeMemberTokensMutationVariables>;
export const TokenViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<TokenViewerQuery, TokenViewerQueryVariables>;
export const AuditRevokeMemberTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditRevokeMemberTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeMemberTokensInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMemberTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AuditRevokeMemberTokensMutation, AuditRevokeMemberTokensMutationVariables>;
export const AuditCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AuditCreateTokenMutation, AuditCreateTokenMutationVariables>;
export const AuditRevokeTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditRevokeToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AuditRevokeTokenMutation, AuditRevokeTokenMutationVariables>;
export const AuditAddMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditAddMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOrganizationMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrganizationMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AuditAddMemberMutation, AuditAddMemberMutationVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"org"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"org"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"correlationId"}},{"kind":"Field","name":{"kind":"Name","value":"schemaVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEventActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AuditNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}}]} as unknown as DocumentNode<AuditNodeQuery, AuditNodeQueryVariables>;
export const CrUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CrUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CrUpdatePageMutation, CrUpdatePageMutationVariables>;
export const CrDeletePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CrDeletePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CrDeletePageMutation, CrDeletePageMutationVariables>;
export const DiffUpdateFromMainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiffUpdateFromMain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChangeRequestFromMainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChangeRequestFromMain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChangeRequestFromMainPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"revisionInitial"}},{"kind":"Field","name":{"kind":"Name","value":"revisionMergedAncestor"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DiffUpdateFromMainMutation, DiffUpdateFromMainMutationVariables>;
export const ChangeRequestDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeRequestDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"revisionInitial"}},{"kind":"Field","name":{"kind":"Name","value":"revisionMergedAncestor"}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moved"}},{"kind":"Field","name":{"kind":"Name","value":"previousParentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentChanged"}},{"kind":"Field","name":{"kind":"Name","value":"hunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oldStart"}},{"kind":"Field","name":{"kind":"Name","value":"oldLines"}},{"kind":"Field","name":{"kind":"Name","value":"newStart"}},{"kind":"Field","name":{"kind":"Name","value":"newLines"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reusableContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"documentChanged"}},{"kind":"Field","name":{"kind":"Name","value":"hunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeRequestDiffQuery, ChangeRequestDiffQueryVariables>;
export const ChangeRequestChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeRequestChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionSemanticChangePageEdited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slug"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionSemanticChangePageCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionSemanticChangeFileCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeRequestChangesQuery, ChangeRequestChangesQueryVariables>;
export const ChangeRequestDiffByNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeRequestDiffByNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeRequestDiffByNodeQuery, ChangeRequestDiffByNodeQueryVariables>;
export const ChangeRequestNodeIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeRequestNodeId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChangeRequestNodeIdQuery, ChangeRequestNodeIdQueryVariables>;
export const MergeCreatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeCreatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MergeCreatePageMutation, MergeCreatePageMutationVariables>;
export const MergeUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MergeUpdatePageMutation, MergeUpdatePageMutationVariables>;
export const MergeCrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeCr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"ours"}},{"kind":"Field","name":{"kind":"Name","value":"theirs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MergeCrMutation, MergeCrMutationVariables>;
export const MergeSpaceHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergeSpaceHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MergeSpaceHistoryQuery, MergeSpaceHistoryQueryVariables>;
export const CountChangeRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountChangeRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeRequestStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequestList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountedChangeRequest"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountedChangeRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CountChangeRequestsQuery, CountChangeRequestsQueryVariables>;
export const CountSpaceCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountSpaceComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"commentList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountedComment"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountedComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"postedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"repliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"postedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"resolve"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"}}]}}]}}]} as unknown as DocumentNode<CountSpaceCommentsQuery, CountSpaceCommentsQueryVariables>;
export const CountChangeRequestCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountChangeRequestComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountedComment"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountedComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"postedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"repliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"postedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"resolve"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"}}]}}]}}]} as unknown as DocumentNode<CountChangeRequestCommentsQuery, CountChangeRequestCommentsQueryVariables>;
export const CountChangeRequestCommentersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountChangeRequestCommenters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commenterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CountChangeRequestCommentersQuery, CountChangeRequestCommentersQueryVariables>;
export const ReviewsCreatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewsCreatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsCreatePageMutation, ReviewsCreatePageMutationVariables>;
export const ReviewsOfCrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewsOfCr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"crId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"crId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedReviewers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contributors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsOfCrQuery, ReviewsOfCrQueryVariables>;
export const ReviewsSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewsSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitChangeRequestReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitChangeRequestReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitChangeRequestReviewPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsSubmitMutation, ReviewsSubmitMutationVariables>;
export const ReviewsMergeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewsMerge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsMergeMutation, ReviewsMergeMutationVariables>;
export const ReviewsNestedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewsNested"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequestList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedReviewers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contributors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsNestedQuery, ReviewsNestedQueryVariables>;
export const ReviewsSeedOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewsSeedOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsSeedOpenMutation, ReviewsSeedOpenMutationVariables>;
export const ReviewsSeedRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewsSeedRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestChangeRequestReviewersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestChangeRequestReviewers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsSeedRequestMutation, ReviewsSeedRequestMutationVariables>;
export const ReviewsOrgCrsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewsOrgCrs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeRequestStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestedReviewer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestedReviewer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestedReviewer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReviewsOrgCrsQuery, ReviewsOrgCrsQueryVariables>;
export const TestOrganizationContentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOrganizationContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Space"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestOrganizationContentsQuery, TestOrganizationContentsQueryVariables>;
export const TestPagedContentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPagedContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Space"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPagedContentsQuery, TestPagedContentsQueryVariables>;
export const CommentsCreatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommentsCreatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CommentsCreatePageMutation, CommentsCreatePageMutationVariables>;
export const CommentsOfSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentsOfSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"resolve"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommentsOfSpaceQuery, CommentsOfSpaceQueryVariables>;
export const CommentThreadsOfSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentThreadsOfSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentStatusFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Space"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"replyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommentThreadsOfSpaceQuery, CommentThreadsOfSpaceQueryVariables>;
export const CommentThreadsOfChangeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentThreadsOfChangeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authors"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"commentList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"authors"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authors"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commenterList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommentThreadsOfChangeRequestQuery, CommentThreadsOfChangeRequestQueryVariables>;
export const CommentSpaceNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentSpaceNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CommentSpaceNodeQuery, CommentSpaceNodeQueryVariables>;
export const ResolveCommentByNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveCommentByNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveCommentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveCommentByNodeMutation, ResolveCommentByNodeMutationVariables>;
export const ReactToCommentByNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactToCommentByNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactToComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToCommentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReactToCommentByNodeMutation, ReactToCommentByNodeMutationVariables>;
export const RestContentUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestContentUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RestContentUpdatePageMutation, RestContentUpdatePageMutationVariables>;
export const RestContentRenamePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestContentRenamePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RestContentRenamePageMutation, RestContentRenamePageMutationVariables>;
export const RestContentUploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestContentUploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFilePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RestContentUploadFileMutation, RestContentUploadFileMutationVariables>;
export const TestSpaceCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestSpaceComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"COMMENT_POSTED"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSpaceCommentsSubscription, TestSpaceCommentsSubscriptionVariables>;
export const TestCreateOrderedWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateOrderedWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateOrderedWebhookMutation, TestCreateOrderedWebhookMutationVariables>;
export const TestWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWebhookDeliveriesQuery, TestWebhookDeliveriesQueryVariables>;
export const TestSpaceEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestSpaceEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpaceContentUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisionId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpaceVisibilityUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}}]}}]}}]} as unknown as DocumentNode<TestSpaceEventsSubscription, TestSpaceEventsSubscriptionVariables>;
export const TestOrganizationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestOrganizationEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpaceEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaceId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"previousRole"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaceId"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","alias":{"kind":"Name","value":"teamUserId"},"name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestOrganizationEventsSubscription, TestOrganizationEventsSubscriptionVariables>;
export const TestChangeRequestEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestChangeRequestEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequestEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"changeRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeRequestEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}}]}}]}}]}}]} as unknown as DocumentNode<TestChangeRequestEventsSubscription, TestChangeRequestEventsSubscriptionVariables>;
export const OrgFontsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgFonts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fontId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fonts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"fontFaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"font"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fontId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fontId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]}}]}}]} as unknown as DocumentNode<OrgFontsQuery, OrgFontsQueryVariables>;
export const UploadFontDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFont"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateStorageUploadURLInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateStorageUploadURL"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateStorageUploadURLPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UploadFontMutation, UploadFontMutationVariables>;
export const CreateFontDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFont"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomFontInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomFont"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomFontPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"font"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"fontFaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateFontMutation, CreateFontMutationVariables>;
export const UpdateFontDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFont"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomFontInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomFont"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomFontPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"font"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"fontFaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFontMutation, UpdateFontMutationVariables>;
export const DeleteFontDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFont"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCustomFontInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomFont"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCustomFontPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteFontMutation, DeleteFontMutationVariables>;
export const OrgGlossaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgGlossary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TranslationLanguage"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"glossary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"glossaryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"glossaryEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}}]}}]}}]} as unknown as DocumentNode<OrgGlossaryQuery, OrgGlossaryQueryVariables>;
export const UpdateGlossaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGlossary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGlossaryEntriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGlossaryEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGlossaryEntriesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateGlossaryMutation, UpdateGlossaryMutationVariables>;
export const GitRevisionsHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GitRevisionsHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"git"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdByService"}},{"kind":"Field","name":{"kind":"Name","value":"createdByGitBook"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GitRevisionsHistoryQuery, GitRevisionsHistoryQueryVariables>;
export const GitRevisionsEditPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GitRevisionsEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GitRevisionsEditPageMutation, GitRevisionsEditPageMutationVariables>;
export const GitRemoteUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GitRemoteUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GitRemoteUpdatePageMutation, GitRemoteUpdatePageMutationVariables>;
export const GitRemoteSpaceGitSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GitRemoteSpaceGitSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gitSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoName"}},{"kind":"Field","name":{"kind":"Name","value":"operation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GitRemoteSpaceGitSyncQuery, GitRemoteSpaceGitSyncQueryVariables>;
export const GitContentEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GitContentEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpaceContentUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GitContentEventsSubscription, GitContentEventsSubscriptionVariables>;
export const GitUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GitUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GitUpdatePageMutation, GitUpdatePageMutationVariables>;
export const OperationsApiInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperationsApiInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"build"}}]}}]}}]} as unknown as DocumentNode<OperationsApiInformationQuery, OperationsApiInformationQueryVariables>;
export const OperationsSpacePdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperationsSpacePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"only"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spacePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"only"},"value":{"kind":"Variable","name":{"kind":"Name","value":"only"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<OperationsSpacePdfQuery, OperationsSpacePdfQueryVariables>;
export const OperationsUpdateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OperationsUpdateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChangeRequestContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChangeRequestContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChangeRequestContentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insertedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<OperationsUpdateContentMutation, OperationsUpdateContentMutationVariables>;
export const AdminPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"manageSSO"}},{"kind":"Field","name":{"kind":"Name","value":"manageCustomFields"}},{"kind":"Field","name":{"kind":"Name","value":"manageTranslations"}},{"kind":"Field","name":{"kind":"Name","value":"manageInviteLinks"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPermissionsQuery, AdminPermissionsQueryVariables>;
export const CreateTranslationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTranslationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTranslationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTranslationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTranslationSettingsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTranslationSettingsMutation, CreateTranslationSettingsMutationVariables>;
export const UpdateTranslationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTranslationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTranslationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTranslationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTranslationSettingsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTranslationSettingsMutation, UpdateTranslationSettingsMutationVariables>;
export const DeleteTranslationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTranslationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTranslationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTranslationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTranslationSettingsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTranslationSettingsMutation, DeleteTranslationSettingsMutationVariables>;
export const OrgTranslationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgTranslations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgTranslationsQuery, OrgTranslationsQueryVariables>;
export const AdminNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TranslationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SamlProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AdminNodeQuery, AdminNodeQueryVariables>;
export const CreateSamlProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSamlProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSamlProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSamlProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSamlProviderPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samlProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"defaultRole"}},{"kind":"Field","name":{"kind":"Name","value":"certificateInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint256"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acsURL"}},{"kind":"Field","name":{"kind":"Name","value":"startURL"}},{"kind":"Field","name":{"kind":"Name","value":"entityID"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSamlProviderMutation, CreateSamlProviderMutationVariables>;
export const UpdateSamlProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSamlProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSamlProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSamlProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSamlProviderPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samlProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSamlProviderMutation, UpdateSamlProviderMutationVariables>;
export const SsoLoginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoLogins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoProviderLogins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startURL"}}]}}]}}]}}]} as unknown as DocumentNode<SsoLoginsQuery, SsoLoginsQueryVariables>;
export const SamlProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SamlProviders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samlProviders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SamlProvidersQuery, SamlProvidersQueryVariables>;
export const CreateCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomFieldPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>;
export const SetSpaceCustomFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSpaceCustomFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSpaceCustomFieldsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSpaceCustomFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetSpaceCustomFieldsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SetSpaceCustomFieldsMutation, SetSpaceCustomFieldsMutationVariables>;
export const SpacesWithFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpacesWithFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SpacesWithFieldsQuery, SpacesWithFieldsQueryVariables>;
export const CreateInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteLinkPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"redundant"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpaceInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateInviteLinkMutation, CreateInviteLinkMutationVariables>;
export const UpdateInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInviteLinkPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpaceInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInviteLinkMutation, UpdateInviteLinkMutationVariables>;
export const DeleteInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteInviteLinkPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteInviteLinkMutation, DeleteInviteLinkMutationVariables>;
export const ContentInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"spaceInvites"},"name":{"kind":"Name","value":"invites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"SPACE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"collectionInvites"},"name":{"kind":"Name","value":"invites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"COLLECTION"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"invites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContentInvitesQuery, ContentInvitesQueryVariables>;
export const OrganizationInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"redundant"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpaceInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionInviteLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationInvitesQuery, OrganizationInvitesQueryVariables>;
export const AdminSeedValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSeedValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSpaceCustomFieldsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSpaceCustomFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSeedValuesMutation, AdminSeedValuesMutationVariables>;
export const AdminSeedInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSeedInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSeedInviteMutation, AdminSeedInviteMutationVariables>;
export const AdminSeedSamlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSeedSaml"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSamlProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSamlProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSeedSamlMutation, AdminSeedSamlMutationVariables>;
export const PagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"space"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaceRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"space"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<PagesQuery, PagesQueryVariables>;
export const GqlContentCreateSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlContentCreateSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlContentCreateSpaceMutation, GqlContentCreateSpaceMutationVariables>;
export const GqlCreatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlCreatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parents"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlCreatePageMutation, GqlCreatePageMutationVariables>;
export const GqlUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlUpdatePageMutation, GqlUpdatePageMutationVariables>;
export const GqlRenamePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlRenamePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlRenamePageMutation, GqlRenamePageMutationVariables>;
export const GqlMovePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlMovePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MovePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MovePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlMovePageMutation, GqlMovePageMutationVariables>;
export const GqlDeletePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlDeletePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlDeletePageMutation, GqlDeletePageMutationVariables>;
export const GqlUploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlUploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFilePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlUploadFileMutation, GqlUploadFileMutationVariables>;
export const GqlSpaceContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlSpaceContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"currentRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"parents"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parents"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlSpaceContentQuery, GqlSpaceContentQueryVariables>;
export const GqlRevisionByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlRevisionById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionSemanticChangePageEdited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emoji"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slug"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionSemanticChangePageMoved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionSemanticChangePageDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlRevisionByIdQuery, GqlRevisionByIdQueryVariables>;
export const GqlRevisionNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlRevisionNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Revision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlRevisionNodeQuery, GqlRevisionNodeQueryVariables>;
export const GqlRevisionNodeIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlRevisionNodeId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<GqlRevisionNodeIdQuery, GqlRevisionNodeIdQueryVariables>;
export const GqlNestedContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlNestedContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlNestedContentQuery, GqlNestedContentQueryVariables>;
export const GqlPublishIntegrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlPublishIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishIntegrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishIntegrationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"previewImages"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"install"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlPublishIntegrationMutation, GqlPublishIntegrationMutationVariables>;
export const GqlUnpublishIntegrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlUnpublishIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnpublishIntegrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishIntegration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnpublishIntegrationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<GqlUnpublishIntegrationMutation, GqlUnpublishIntegrationMutationVariables>;
export const GqlIntegrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<GqlIntegrationQuery, GqlIntegrationQueryVariables>;
export const GqlIntegrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlIntegrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrationCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewImages"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"install"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlIntegrationsQuery, GqlIntegrationsQueryVariables>;
export const GqlOrgIntegrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlOrgIntegrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlOrgIntegrationsQuery, GqlOrgIntegrationsQueryVariables>;
export const GqlIntegrationsNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlIntegrationsNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Integration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenAPISpec"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenAPISpecVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<GqlIntegrationsNodeQuery, GqlIntegrationsNodeQueryVariables>;
export const GqlIntegrationFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlIntegrationFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Integration","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"input"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"PublishIntegrationInput","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GqlIntegrationFieldsQuery, GqlIntegrationFieldsQueryVariables>;
export const GqlCreateOpenApiSpecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlCreateOpenAPISpec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpenAPISpecInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpenAPISpec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpenAPISpecPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openAPISpec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"processingState"}},{"kind":"Field","name":{"kind":"Name","value":"sourceURL"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlCreateOpenApiSpecMutation, GqlCreateOpenApiSpecMutationVariables>;
export const GqlPutOpenApiSpecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlPutOpenAPISpec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrUpdateOpenAPISpecInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateOpenAPISpec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrUpdateOpenAPISpecPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"openAPISpec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"processingState"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<GqlPutOpenApiSpecMutation, GqlPutOpenApiSpecMutationVariables>;
export const GqlDeleteOpenApiSpecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlDeleteOpenAPISpec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteOpenAPISpecInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOpenAPISpec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteOpenAPISpecPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<GqlDeleteOpenApiSpecMutation, GqlDeleteOpenApiSpecMutationVariables>;
export const GqlOpenApiSpecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlOpenAPISpec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openAPISpec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"processingState"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessedErrorCount"}},{"kind":"Field","name":{"kind":"Name","value":"versionCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"formatVersion"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"apiVersion"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"spec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiVersion"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlOpenApiSpecQuery, GqlOpenApiSpecQueryVariables>;
export const GqlOpenApiSpecsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlOpenAPISpecs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openAPISpecs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"processingState"}},{"kind":"Field","name":{"kind":"Name","value":"lastVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versionCount"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlOpenApiSpecsQuery, GqlOpenApiSpecsQueryVariables>;
export const OrgMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRoleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"teams"}},{"kind":"Field","name":{"kind":"Name","value":"spaces"}},{"kind":"Field","name":{"kind":"Name","value":"sites"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgMembersQuery, OrgMembersQueryVariables>;
export const OrgMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"sso"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"teams"}},{"kind":"Field","name":{"kind":"Name","value":"teamMemberships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgMemberQuery, OrgMemberQueryVariables>;
export const OrgTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spaces"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizationMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgTeamsQuery, OrgTeamsQueryVariables>;
export const MemberOrTeamNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberOrTeamNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<MemberOrTeamNodeQuery, MemberOrTeamNodeQueryVariables>;
export const CreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const UpdateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTeamPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTeamMutation, UpdateTeamMutationVariables>;
export const DeleteTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTeamPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTeamMutation, DeleteTeamMutationVariables>;
export const AddTeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTeamMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTeamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddTeamMembersPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AddTeamMembersMutation, AddTeamMembersMutationVariables>;
export const RemoveTeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTeamMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTeamMembersPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveTeamMembersMutation, RemoveTeamMembersMutationVariables>;
export const UpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const RemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveMemberPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const SetMemberSsoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMemberSso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMemberSsoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberSso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetMemberSsoPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sso"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SetMemberSsoMutation, SetMemberSsoMutationVariables>;
export const PingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Ping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PingOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pingOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PingOrganizationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceVisitorClaims"}},{"kind":"Field","name":{"kind":"Name","value":"gitbookVisitorClaims"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PingMutation, PingMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const OrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"defaultRole"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationQuery, OrganizationQueryVariables>;
export const OrganizationNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationNodeQuery, OrganizationNodeQueryVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"defaultRole"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const AdminCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateUserMutation, AdminCreateUserMutationVariables>;
export const AdminAddMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOrganizationMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrganizationMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOrganizationMemberPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAddMemberMutation, AdminAddMemberMutationVariables>;
export const AdminCreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateOrganizationMutation, AdminCreateOrganizationMutationVariables>;
export const GqlCreateCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlCreateCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCollectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlCreateCollectionMutation, GqlCreateCollectionMutationVariables>;
export const GqlCreateSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlCreateSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"editMode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLevel"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlCreateSpaceMutation, GqlCreateSpaceMutationVariables>;
export const GqlUpdateSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlUpdateSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"editMode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLevel"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"public"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlUpdateSpaceMutation, GqlUpdateSpaceMutationVariables>;
export const GqlSetSpaceMergeRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlSetSpaceMergeRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationInherit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationNone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GqlMergeRules"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GqlMergeRules"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRuleUsers"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRuleCustom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GqlSetSpaceMergeRulesMutation, GqlSetSpaceMergeRulesMutationVariables>;
export const GqlMergeRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlMergeRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationInherit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationNone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GqlMergeRules"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationNone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GqlMergeRules"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GqlMergeRules"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRulesConfigurationRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRuleUsers"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeRuleCustom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GqlMergeRulesQuery, GqlMergeRulesQueryVariables>;
export const GqlSetOrganizationMergeRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlSetOrganizationMergeRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlSetOrganizationMergeRulesMutation, GqlSetOrganizationMergeRulesMutationVariables>;
export const GqlMoveSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlMoveSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlMoveSpaceMutation, GqlMoveSpaceMutationVariables>;
export const GqlSpaceLifecycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlSpaceLifecycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"del"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSpaceInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dup"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dup"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deleteSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"del"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlSpaceLifecycleMutation, GqlSpaceLifecycleMutationVariables>;
export const GqlRestoreSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlRestoreSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlRestoreSpaceMutation, GqlRestoreSpaceMutationVariables>;
export const GqlTransferSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlTransferSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<GqlTransferSpaceMutation, GqlTransferSpaceMutationVariables>;
export const GqlCollectionMutationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlCollectionMutations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCollectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"move"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCollectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLevel"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moveCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"move"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoveCollectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlCollectionMutationsMutation, GqlCollectionMutationsMutationVariables>;
export const GqlTransferCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlTransferCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferCollectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlTransferCollectionMutation, GqlTransferCollectionMutationVariables>;
export const GqlDeleteCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlDeleteCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCollectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlDeleteCollectionMutation, GqlDeleteCollectionMutationVariables>;
export const GqlOrganizationGraphDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlOrganizationGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"spaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"nested"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"create"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"spaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlOrganizationGraphQuery, GqlOrganizationGraphQueryVariables>;
export const GqlSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"object"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"app"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<GqlSpaceQuery, GqlSpaceQueryVariables>;
export const GqlContentNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlContentNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Space"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<GqlContentNodeQuery, GqlContentNodeQueryVariables>;
export const GqlMemberSpacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlMemberSpaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"org"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"org"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSpaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlMemberSpacesQuery, GqlMemberSpacesQueryVariables>;
export const ImportRunsStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportRunsStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartImportRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startImportRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartImportRunPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"files"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ImportRunsStartMutation, ImportRunsStartMutationVariables>;
export const ImportRunsRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportRunsRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"importRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importRunId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"importedResources"}},{"kind":"Field","name":{"kind":"Name","value":"totalResources"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"revisionId"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}}]}}]}}]}}]} as unknown as DocumentNode<ImportRunsRunQuery, ImportRunsRunQueryVariables>;
export const ImportRunsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportRunsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"space"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"space"},"value":{"kind":"Variable","name":{"kind":"Name","value":"space"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportRunsListQuery, ImportRunsListQueryVariables>;
export const ImportRunsUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportRunsUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFilePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportRunsUploadMutation, ImportRunsUploadMutationVariables>;
export const ImportRunsSiteStructureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportRunsSiteStructure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"structure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroupId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSectionGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportRunsSiteStructureQuery, ImportRunsSiteStructureQueryVariables>;
export const ImportRunsAddLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportRunsAddLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteExternalLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteExternalLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteExternalLinkPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ImportRunsAddLinkMutation, ImportRunsAddLinkMutationVariables>;
export const ImportRunsDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportRunsDuplicate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateSiteSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateSiteSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateSiteSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ImportRunsDuplicateMutation, ImportRunsDuplicateMutationVariables>;
export const ImportContentTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportContentTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportContentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisionId"}},{"kind":"Field","name":{"kind":"Name","value":"importedResources"}},{"kind":"Field","name":{"kind":"Name","value":"totalResources"}},{"kind":"Field","name":{"kind":"Name","value":"pageIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ImportContentTestMutation, ImportContentTestMutationVariables>;
export const InsightsCreateShareKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InsightsCreateShareKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSiteShareKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSiteShareKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSiteShareKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<InsightsCreateShareKeyMutation, InsightsCreateShareKeyMutationVariables>;
export const InsightsOfSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsightsOfSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"searches"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"topPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"spaceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchesWithNoResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unansweredQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"good"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"bad"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<InsightsOfSiteQuery, InsightsOfSiteQueryVariables>;
export const InsightsOfSitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsightsOfSites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"topPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchesWithNoResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unansweredQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"good"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"bad"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<InsightsOfSitesQuery, InsightsOfSitesQueryVariables>;
export const InstanceUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstanceUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstanceUsersQuery, InstanceUsersQueryVariables>;
export const InstanceUsageCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstanceUsageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instanceUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"spaces"}},{"kind":"Field","name":{"kind":"Name","value":"deletedSpaces"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}}]}}]}}]} as unknown as DocumentNode<InstanceUsageCountsQuery, InstanceUsageCountsQueryVariables>;
export const InviteSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<InviteSecretQuery, InviteSecretQueryVariables>;
export const JoinWithInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWithInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"secret"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinOrganizationWithInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"secret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"secret"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinOrganizationWithInvitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<JoinWithInviteMutation, JoinWithInviteMutationVariables>;
export const InviteCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<InviteCountQuery, InviteCountQueryVariables>;
export const JoinByEmailDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinByEmailDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinOrganizationByEmailDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinOrganizationByEmailDomainPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<JoinByEmailDomainMutation, JoinByEmailDomainMutationVariables>;
export const LinksUploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinksUploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFilePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<LinksUploadFileMutation, LinksUploadFileMutationVariables>;
export const LinksUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinksUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<LinksUpdatePageMutation, LinksUpdatePageMutationVariables>;
export const SpaceLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpaceLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"broken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourcePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backlinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkCount"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"backlinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SpaceLinksQuery, SpaceLinksQueryVariables>;
export const MembersAddTeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MembersAddTeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTeamMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTeamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MembersAddTeamMembersMutation, MembersAddTeamMembersMutationVariables>;
export const OpenApiVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenAPIVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"specSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openAPISpecVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"specSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"specSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"formatVersion"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"apiVersion"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpenApiVersionsQuery, OpenApiVersionsQueryVariables>;
export const PeopleUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleUpdateUserMutation, PeopleUpdateUserMutationVariables>;
export const PeopleTeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleTeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PeopleTeamMembersQuery, PeopleTeamMembersQueryVariables>;
export const PeopleUpdateTeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleUpdateTeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTeamMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTeamMembersPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleUpdateTeamMembersMutation, PeopleUpdateTeamMembersMutationVariables>;
export const PeopleRemoveTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleRemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTeamMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTeamMemberPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleRemoveTeamMemberMutation, PeopleRemoveTeamMemberMutationVariables>;
export const PeopleInviteUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleInviteUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUsersToOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUsersToOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUsersToOrganizationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleInviteUsersMutation, PeopleInviteUsersMutationVariables>;
export const PeopleInviteSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleInviteSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleInviteSecretQuery, PeopleInviteSecretQueryVariables>;
export const ScenarioCreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioCreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioCreateTeamMutation, ScenarioCreateTeamMutationVariables>;
export const ScenarioInviteToSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioInviteToSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioInviteToSpaceMutation, ScenarioInviteToSpaceMutationVariables>;
export const ScenarioInviteToCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioInviteToCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioInviteToCollectionMutation, ScenarioInviteToCollectionMutationVariables>;
export const ScenarioUpdateSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioUpdateSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioUpdateSpaceMutation, ScenarioUpdateSpaceMutationVariables>;
export const ScenarioSpacePermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScenarioSpacePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shelved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"target"},"name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"shelved"},"name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shelved"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioSpacePermissionsQuery, ScenarioSpacePermissionsQueryVariables>;
export const ScenarioCreateChangeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioCreateChangeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioCreateChangeRequestMutation, ScenarioCreateChangeRequestMutationVariables>;
export const ScenarioEditContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioEditContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChangeRequestContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChangeRequestContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioEditContentMutation, ScenarioEditContentMutationVariables>;
export const ScenarioMergeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioMerge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioMergeMutation, ScenarioMergeMutationVariables>;
export const ScenarioReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScenarioReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitChangeRequestReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitChangeRequestReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioReviewMutation, ScenarioReviewMutationVariables>;
export const ScenarioAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScenarioAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScenarioAuditLogQuery, ScenarioAuditLogQueryVariables>;
export const PermissionsInviteTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PermissionsInviteTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"teamPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissionsAggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"EDIT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PermissionsInviteTeamMutation, PermissionsInviteTeamMutationVariables>;
export const PermissionsRemoveTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PermissionsRemoveTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTeamFromSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamFromSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTeamFromSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PermissionsRemoveTeamMutation, PermissionsRemoveTeamMutationVariables>;
export const PermissionsCollectionListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionsCollectionLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PermissionsCollectionListsQuery, PermissionsCollectionListsQueryVariables>;
export const PermissionsInviteToCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PermissionsInviteToCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PermissionsInviteToCollectionMutation, PermissionsInviteToCollectionMutationVariables>;
export const CountOrganizationSpacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountOrganizationSpaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"create"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"merge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequestsOpen"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequestsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLevel"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CountOrganizationSpacesQuery, CountOrganizationSpacesQueryVariables>;
export const CountCollectionTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountCollectionTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CountCollectionTreeQuery, CountCollectionTreeQueryVariables>;
export const TestReaderMcpFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestReaderMcpFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentFeedbackList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"spaceId"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestReaderMcpFeedbackQuery, TestReaderMcpFeedbackQueryVariables>;
export const ReleaseImportContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseImportContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportContentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisionId"}},{"kind":"Field","name":{"kind":"Name","value":"importedResources"}},{"kind":"Field","name":{"kind":"Name","value":"pageIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseImportContentMutation, ReleaseImportContentMutationVariables>;
export const ReleaseSpaceCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReleaseSpaceComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"COMMENT_POSTED"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseSpaceCommentsSubscription, ReleaseSpaceCommentsSubscriptionVariables>;
export const ReleaseCrashWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseCrashWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseCrashWebhookMutation, ReleaseCrashWebhookMutationVariables>;
export const ReleaseCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseCreateWebhookMutation, ReleaseCreateWebhookMutationVariables>;
export const ReleaseWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatus"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseWebhookDeliveriesQuery, ReleaseWebhookDeliveriesQueryVariables>;
export const ReusableCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReusableCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReusableContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReusableContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReusableContentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reusableContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReusableCreateMutation, ReusableCreateMutationVariables>;
export const ReusableUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReusableUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReusableContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReusableContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReusableContentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reusableContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReusableUpdateMutation, ReusableUpdateMutationVariables>;
export const ReusableDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReusableDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteReusableContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReusableContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteReusableContentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReusableDeleteMutation, ReusableDeleteMutationVariables>;
export const ReusableDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReusableDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reusableContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"documentChanged"}},{"kind":"Field","name":{"kind":"Name","value":"hunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReusableDiffQuery, ReusableDiffQueryVariables>;
export const ReusableMergeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReusableMerge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reusableContentId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReusableMergeMutation, ReusableMergeMutationVariables>;
export const SearchUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SearchUpdatePageMutation, SearchUpdatePageMutationVariables>;
export const SpaceSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpaceSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"resultType"}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SpaceSearchQuery, SpaceSearchQueryVariables>;
export const OrgSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgSearchQuery, OrgSearchQueryVariables>;
export const SessionsTokenForDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsTokenFor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsTokenForMutation, SessionsTokenForMutationVariables>;
export const SessionsOwnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsOwn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsOwnQuery, SessionsOwnQueryVariables>;
export const GqlSitesCreateSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlSitesCreateSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlSitesCreateSpaceMutation, GqlSitesCreateSpaceMutationVariables>;
export const GqlCreateSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlCreateSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaceCount"}},{"kind":"Field","name":{"kind":"Name","value":"adaptiveContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlCreateSiteMutation, GqlCreateSiteMutationVariables>;
export const GqlAddSiteSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlAddSiteSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlAddSiteSectionMutation, GqlAddSiteSectionMutationVariables>;
export const GqlAddSiteSectionGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlAddSiteSectionGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteSectionGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionGroupPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlAddSiteSectionGroupMutation, GqlAddSiteSectionGroupMutationVariables>;
export const GqlAddSiteSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlAddSiteSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnMinimal"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlAddSiteSpaceMutation, GqlAddSiteSpaceMutationVariables>;
export const GqlSiteMovesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlSiteMoves"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSectionGroupInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteSpace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSiteSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroupId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moveSiteSectionGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSectionGroupPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moveSiteSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteSpace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlSiteMovesMutation, GqlSiteMovesMutationVariables>;
export const GqlMoveSiteSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlMoveSiteSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSiteSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSiteSectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlMoveSiteSectionMutation, GqlMoveSiteSectionMutationVariables>;
export const GqlSiteGraphDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlSiteGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaceCount"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}},{"kind":"Field","name":{"kind":"Name","value":"structure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSectionGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSpace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"default"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlSiteGraphQuery, GqlSiteGraphQueryVariables>;
export const GqlPublishSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlPublishSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publish"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publish"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishSitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlPublishSiteMutation, GqlPublishSiteMutationVariables>;
export const GqlUnpublishSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlUnpublishSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnpublishSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnpublishSitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlUnpublishSiteMutation, GqlUnpublishSiteMutationVariables>;
export const GqlSiteShareKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlSiteShareKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"create"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSiteShareKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSiteShareKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"create"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSiteShareKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"shareKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlSiteShareKeysMutation, GqlSiteShareKeysMutationVariables>;
export const GqlRevokeSiteShareKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlRevokeSiteShareKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSiteShareKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSiteShareKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSiteShareKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlRevokeSiteShareKeyMutation, GqlRevokeSiteShareKeyMutationVariables>;
export const GqlSiteSecretsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlSiteSecrets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"visitorKey"}},{"kind":"Field","name":{"kind":"Name","value":"shareKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adaptiveSchema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"object"}},{"kind":"Field","name":{"kind":"Name","value":"jsonSchema"}}]}}]}}]}}]} as unknown as DocumentNode<GqlSiteSecretsQuery, GqlSiteSecretsQueryVariables>;
export const GqlRotateSiteVisitorKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlRotateSiteVisitorKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RotateSiteVisitorKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateSiteVisitorKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RotateSiteVisitorKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorKey"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlRotateSiteVisitorKeyMutation, GqlRotateSiteVisitorKeyMutationVariables>;
export const GqlPublishedSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlPublishedSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitorToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shareKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"visitorToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitorToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"object"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"structure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"structure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSectionGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSpace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customizations"}}]}}]}}]} as unknown as DocumentNode<GqlPublishedSiteQuery, GqlPublishedSiteQueryVariables>;
export const GqlPublishedSiteLeakDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlPublishedSiteLeak"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"visitorKey"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlPublishedSiteLeakQuery, GqlPublishedSiteLeakQueryVariables>;
export const GqlUpdateSiteSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlUpdateSiteSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSiteSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSiteSectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnMinimal"}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlUpdateSiteSectionMutation, GqlUpdateSiteSectionMutationVariables>;
export const GqlUpdateSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlUpdateSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"adaptiveContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<GqlUpdateSiteMutation, GqlUpdateSiteMutationVariables>;
export const GqlDeleteSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GqlDeleteSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<GqlDeleteSiteMutation, GqlDeleteSiteMutationVariables>;
export const GqlSiteNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlSiteNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Site"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSectionGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSpace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<GqlSiteNodeQuery, GqlSiteNodeQueryVariables>;
export const GqlSiteNodeIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlSiteNodeIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GqlSiteNodeIdsQuery, GqlSiteNodeIdsQueryVariables>;
export const GqlPublishedSiteKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GqlPublishedSiteKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorKey"}}]}}]}}]}}]} as unknown as DocumentNode<GqlPublishedSiteKeyQuery, GqlPublishedSiteKeyQueryVariables>;
export const SitesCountAddGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SitesCountAddGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteSectionGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionGroupPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SitesCountAddGroupMutation, SitesCountAddGroupMutationVariables>;
export const SitesCountAddSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SitesCountAddSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSectionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SitesCountAddSectionMutation, SitesCountAddSectionMutationVariables>;
export const SitesCountUpdateSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SitesCountUpdateSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSiteSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SitesCountUpdateSectionMutation, SitesCountUpdateSectionMutationVariables>;
export const SitesCountAddSiteSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SitesCountAddSiteSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSiteSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SitesCountAddSiteSpaceMutation, SitesCountAddSiteSpaceMutationVariables>;
export const CountSitesWithStructureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountSitesWithStructure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaceCount"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"structure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSectionGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSpace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sectionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CountSitesWithStructureQuery, CountSitesWithStructureQueryVariables>;
export const SitesRestCreateShareKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SitesRestCreateShareKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSiteShareKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSiteShareKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSiteShareKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"shareKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SitesRestCreateShareKeyMutation, SitesRestCreateShareKeyMutationVariables>;
export const SitesRestRevokeShareKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SitesRestRevokeShareKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSiteShareKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSiteShareKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSiteShareKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SitesRestRevokeShareKeyMutation, SitesRestRevokeShareKeyMutationVariables>;
export const SitesRestVisitorKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitesRestVisitorKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorKey"}}]}}]}}]} as unknown as DocumentNode<SitesRestVisitorKeyQuery, SitesRestVisitorKeyQueryVariables>;
export const SiteToolsConditionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteToolsConditions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteAdaptiveTemplateConditions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]}}]} as unknown as DocumentNode<SiteToolsConditionsQuery, SiteToolsConditionsQueryVariables>;
export const SpaceRevisionCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpaceRevisionCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<SpaceRevisionCountQuery, SpaceRevisionCountQueryVariables>;
export const StorageUpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorageUpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<StorageUpdatePageMutation, StorageUpdatePageMutationVariables>;
export const StorageUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorageUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<StorageUploadMutation, StorageUploadMutationVariables>;
export const KitInstanceUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KitInstanceUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instanceUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"}},{"kind":"Field","name":{"kind":"Name","value":"browserSessions"}},{"kind":"Field","name":{"kind":"Name","value":"organizations"}},{"kind":"Field","name":{"kind":"Name","value":"spaces"}},{"kind":"Field","name":{"kind":"Name","value":"deletedSpaces"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"}},{"kind":"Field","name":{"kind":"Name","value":"treeNodes"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"fileBlobs"}},{"kind":"Field","name":{"kind":"Name","value":"fileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"searchSections"}},{"kind":"Field","name":{"kind":"Name","value":"searchTitles"}},{"kind":"Field","name":{"kind":"Name","value":"embeddings"}},{"kind":"Field","name":{"kind":"Name","value":"gitPacks"}},{"kind":"Field","name":{"kind":"Name","value":"gitPackBytes"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommits"}},{"kind":"Field","name":{"kind":"Name","value":"openAPISpecVersions"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"insightEvents"}}]}}]}}]} as unknown as DocumentNode<KitInstanceUsageQuery, KitInstanceUsageQueryVariables>;
export const KitUserByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KitUserByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<KitUserByEmailQuery, KitUserByEmailQueryVariables>;
export const BuiltCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuiltCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuiltCreateUserMutation, BuiltCreateUserMutationVariables>;
export const BuiltCreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuiltCreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuiltCreateOrganizationMutation, BuiltCreateOrganizationMutationVariables>;
export const BuiltAddMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuiltAddMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOrganizationMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrganizationMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuiltAddMemberMutation, BuiltAddMemberMutationVariables>;
export const FixtureSeedSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixtureSeedSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<FixtureSeedSpaceMutation, FixtureSeedSpaceMutationVariables>;
export const FixtureCloseSpaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixtureCloseSpace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSpaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSpace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<FixtureCloseSpaceMutation, FixtureCloseSpaceMutationVariables>;
export const FixtureCreatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixtureCreatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<FixtureCreatePageMutation, FixtureCreatePageMutationVariables>;
export const FixtureInviteSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FixtureInviteSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]}}]} as unknown as DocumentNode<FixtureInviteSecretQuery, FixtureInviteSecretQueryVariables>;
export const FixtureJoinWithInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixtureJoinWithInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"secret"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinOrganizationWithInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"secret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"secret"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<FixtureJoinWithInviteMutation, FixtureJoinWithInviteMutationVariables>;
export const KitOwnApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KitOwnApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<KitOwnApiTokensQuery, KitOwnApiTokensQueryVariables>;
export const KitRevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KitRevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KitRevokeApiTokenMutation, KitRevokeApiTokenMutationVariables>;
export const TeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamMembersQuery, TeamMembersQueryVariables>;
export const UrlsEmbedByUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UrlsEmbedByUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"embedByUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"spaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spaceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]} as unknown as DocumentNode<UrlsEmbedByUrlQuery, UrlsEmbedByUrlQueryVariables>;
export const UrlsContentByUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UrlsContentByUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentByUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteSpaceId"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<UrlsContentByUrlQuery, UrlsContentByUrlQueryVariables>;
export const TestCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"space"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateWebhookMutation, TestCreateWebhookMutationVariables>;
export const TestUpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<TestUpdateWebhookMutation, TestUpdateWebhookMutationVariables>;
export const TestRotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RotateWebhookSecretInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RotateWebhookSecretPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestRotateWebhookSecretMutation, TestRotateWebhookSecretMutationVariables>;
export const TestRedeliverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRedeliver"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeliverWebhookDeliveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeliverWebhookDeliveryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestRedeliverMutation, TestRedeliverMutationVariables>;
export const TestDeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestDeleteWebhookMutation, TestDeleteWebhookMutationVariables>;
export const TestWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWebhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWebhooksQuery, TestWebhooksQueryVariables>;
export const TestOrgGlobalIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOrgGlobalId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOrgGlobalIdQuery, TestOrgGlobalIdQueryVariables>;