/**
 * Every type, field, argument, input field and enum value of the schema has a description, and
 * `JSON` is used only where the shape is open by nature.
 */
import {
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/app/schema.ts';

const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t));

/** `Type`, `Type.field`, `Type.field(arg)`, `Enum.VALUE` of every element without a description. */
function undescribed(type: GraphQLNamedType): string[] {
  const missing = type.description ? [] : [type.name];
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : []) {
        if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describe every type, field, argument, input field and enum value', () => {
    expect(types.flatMap(undescribed)).toEqual([]);
  });

  it('keep `JSON` for open shapes only', () => {
    const json: string[] = [];
    for (const type of types) {
      if (!(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === 'JSON') json.push(`${type.name}.${field.name}`);
      }
    }
    expect(json.sort()).toEqual([...OPEN_SHAPES].sort());
  });
});

/** Output fields whose shape is open by nature. */
const OPEN_SHAPES = [
  // Texts by language (GitBook's LocalizedString128/256): keys are whichever languages are set.
  'SiteExternalLink.localizedDescription',
  'SiteExternalLink.localizedTitle',
  // An audit event's allowlisted details (GitBook's `AuditEventDetails.payload`), by action.
  'AuditEvent.payload',
  // An event's webhook body: GitBook's event JSON, whose shape depends on the event type.
  'ChangeRequestEvent.payload',
  'CommentEvent.payload',
  'Event.payload',
  'MemberEvent.payload',
  'SiteEvent.payload',
  'SpaceContentUpdatedEvent.payload',
  'SpaceEvent.payload',
  'SpaceVisibilityUpdatedEvent.payload',
  'TeamEvent.payload',
  // GitBook's JSON document (a tree of nodes of any kind and depth).
  'AiAnswer.document',
  'SiteQuestionAnswerResponseStep.content',
  'CommentBody.document',
  'PageDocument.json',
  'Query.computedDocument',
  'Revision.pageDocumentJson',
  'RevisionReusableContent.documentJson',
  'Space.document',
  // GitBook's RevisionPage shape with its sub-pages, to any depth (a selection set has a fixed depth).
  'ComputedRevision.pages',
  'ContentByUrl.pageJson',
  'Revision.pageJson',
  'Revision.pageTree',
  // JSON Schemas and OpenAPI documents.
  'Integration.configurations',
  'OpenAPISpecVersion.document',
  'OpenAPISpecContent.filesystem',
  'OpenAPISpecVersionContent.filesystem',
  'SiteAdaptiveSchema.jsonSchema',
  // GitBook's aggregation of site insights events: a column's values are strings, numbers, times,
  // `{ page, space }` or rating counts depending on the column (no scalar unions).
  'SiteInsightsAggregation.columns',
  // A CSP string or a map of directives; a text, number, boolean or list of strings (no scalar unions).
  'Integration.contentSecurityPolicy',
  'SpaceCustomFieldEntry.value',
  // GitBook's site customization settings, a large and evolving settings document (validated
  // against GitBook's own schema on write).
  'PublishedSite.customizations',
  'Query.siteCustomization',
  'Query.siteSpaceCustomization',
  'UpdateSiteCustomizationPayload.customization',
  'OverrideSiteSpaceCustomizationPayload.customization',
  // GitBook's SiteRedirectDestination: four kinds, given back as they were given (input alike).
  'SiteRedirect.destination',
  // GitBook's GlossaryTranslations: a term by language code (keys checked on write, input alike).
  'GlossaryEntry.translations',
];
