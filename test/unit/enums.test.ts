import { describe, expect, it } from 'vitest';
import { enumName } from '../../src/graphql/enums.ts';

describe('enumName', () => {
  it('names wire values in SCREAMING_CASE', () => {
    expect(enumName('share-link')).toBe('SHARE_LINK');
    expect(enumName('space:content:read')).toBe('SPACE_CONTENT_READ');
    expect(enumName('page_created')).toBe('PAGE_CREATED');
    expect(enumName('FETCH_TIMEOUT')).toBe('FETCH_TIMEOUT');
  });

  it('splits camelCase words and keeps digits', () => {
    expect(enumName('joinedAt')).toBe('JOINED_AT');
    expect(enumName('audienceControlledSite')).toBe('AUDIENCE_CONTROLLED_SITE');
    expect(enumName('team_oct_2019_free')).toBe('TEAM_OCT_2019_FREE');
    expect(enumName('v2')).toBe('V2');
  });

  it('drops leading and trailing punctuation and splits language subtags', () => {
    expect(enumName('$primary')).toBe('PRIMARY');
    expect(enumName('zh-Hans')).toBe('ZH_HANS');
    expect(enumName('pt-BR')).toBe('PT_BR');
  });
});
