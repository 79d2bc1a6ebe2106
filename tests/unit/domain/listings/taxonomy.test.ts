import {
  TAXONOMY,
  categoryByKey,
  subcategoryByKey,
  OTHER_KEY,
} from '../../../../src/domain/listings/taxonomy';

// The spec's table (section 3), character for character.
const SPEC_TABLE = `
gameplayTips | ultimate-gameplay-tips-roblox | beginnerGuides: beginner-guides-roblox; advancedStrategies: advanced-strategies-roblox; characterCustomization: character-customization-roblox; gameMechanics: game-mechanics-roblox; tipsForBuilding: tips-for-building-roblox; other: other-tips-roblox
userGeneratedContent | user-generated-content | topCreators: top-creators; fanArt: fan-art; gameReviews: game-reviews; designShowcase: design-showcase; collaborativeProjects: collaborative-projects; other: other
creativeInspiration | creative-inspiration | gameThemes: game-themes; buildingTechniques: building-techniques; storytellingInGames: storytelling-in-games; artisticStyles: artistic-styles; characterDesignIdeas: character-design-ideas; other: other
communityEngagement | community-engagement | eventParticipation: event-participation; feedbackAndReviews: feedback-and-reviews; forumsAndDiscussions: forums-and-discussions; tutorialsAndWebinars: tutorials-and-webinars; friendFindingTips: friend-finding-tips; other: other
developmentResources | development-resources | codingBasics: coding-basics; gameDesignPrinciples: game-design-principles; monetizationStrategies: monetization-strategies; assetCreationTools: asset-creation-tools; marketingYourGame: marketing-your-game; other: other
platformFeatures | platform-features | accountManagement: account-management; parentalControls: parental-controls; robloxUpdates: roblox-updates; robuxEarningMethods: robux-earning-methods; platformPolicies: platform-policies; other: other
`
  .trim()
  .split('\n')
  .map((line) => {
    const [key, slug, subs] = line.split(' | ');
    return {
      key,
      slug,
      subcategories: subs.split('; ').map((pair) => {
        const [k, s] = pair.split(': ');
        return { key: k, slug: s };
      }),
    };
  });

describe('taxonomy', () => {
  it('matches the spec table exactly, in order', () => {
    expect(TAXONOMY).toEqual(SPEC_TABLE);
  });

  it('has 6 categories of 6 subcategories, the last one other', () => {
    expect(TAXONOMY).toHaveLength(6);
    for (const c of TAXONOMY) {
      expect(c.subcategories).toHaveLength(6);
      expect(c.subcategories[5].key).toBe(OTHER_KEY);
    }
  });

  it.each(SPEC_TABLE.flatMap((c) => c.subcategories.map((s) => [c.key, s.key, s.slug])))(
    'finds %s.%s with slug %s',
    (cat, sub, slug) => {
      expect(subcategoryByKey(cat, sub)?.slug).toBe(slug);
    },
  );

  it('has unique category slugs and unique subcategory slugs within a category', () => {
    expect(new Set(TAXONOMY.map((c) => c.slug)).size).toBe(6);
    for (const c of TAXONOMY) expect(new Set(c.subcategories.map((s) => s.slug)).size).toBe(6);
  });

  it('returns undefined for unknown keys', () => {
    expect(categoryByKey('nope')).toBeUndefined();
    expect(subcategoryByKey('gameplayTips', 'nope')).toBeUndefined();
    expect(subcategoryByKey('nope', 'other')).toBeUndefined();
  });
});
