import { resolveCategory, resolveSubcategory, toCamelKey } from '../../../../src/domain/listings/normalize';
import { TAXONOMY } from '../../../../src/domain/listings/taxonomy';

describe('toCamelKey', () => {
  it.each([
    ['Gameplay Tips', 'gameplayTips'],
    ['gameplay-tips', 'gameplayTips'],
    ['gameplay_tips', 'gameplayTips'],
    ['GameplayTips', 'gameplayTips'],
    ['gameplayTips', 'gameplayTips'],
    ['  GAMEPLAY   tips ', 'gameplayTips'],
    ['User Generated Content', 'userGeneratedContent'],
    ['user-generated-content', 'userGeneratedContent'],
    ['Storytelling In Games', 'storytellingInGames'],
    ['coding_basics', 'codingBasics'],
    ['Other', 'other'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(toCamelKey(input)).toBe(expected);
  });
});

describe('resolveCategory', () => {
  it.each(TAXONOMY.map((c) => [c.key, c.slug]))('resolves the key %s to %s', (key, slug) => {
    expect(resolveCategory(key)).toEqual({ categoryKey: key, categorySlug: slug });
  });

  it.each(['Gameplay Tips', 'gameplay-tips', 'gameplay_tips', 'GameplayTips'])('resolves %j', (name) => {
    expect(resolveCategory(name).categorySlug).toBe('ultimate-gameplay-tips-roblox');
  });

  it.each(['Hardware Reviews', 'gameplay', '', 42, null, undefined])('gives null slugs for %j', (name) => {
    expect(resolveCategory(name)).toEqual({ categoryKey: null, categorySlug: null });
  });
});

describe('resolveSubcategory', () => {
  it('resolves spelled-out subcategory names within their category', () => {
    expect(resolveSubcategory('Development Resources', 'coding_basics')).toEqual({
      categoryKey: 'developmentResources',
      categorySlug: 'development-resources',
      subcategoryKey: 'codingBasics',
      subcategorySlug: 'coding-basics',
    });
  });

  it('gives null subcategory slugs for a subcategory of another category', () => {
    expect(resolveSubcategory('gameplayTips', 'codingBasics').subcategorySlug).toBeNull();
  });

  it('gives all nulls for an unknown category', () => {
    expect(resolveSubcategory('Nope', 'other')).toEqual({
      categoryKey: null,
      categorySlug: null,
      subcategoryKey: null,
      subcategorySlug: null,
    });
  });
});
