/**
 * The fixed taxonomy: 6 categories x 6 subcategories, the last one `other`.
 * Keys and slugs live here; titles and descriptions come from content (taxonomy.json).
 */

export interface SubcategoryDef {
  readonly key: string;
  readonly slug: string;
}

export interface CategoryDef {
  readonly key: string;
  readonly slug: string;
  readonly subcategories: readonly SubcategoryDef[];
}

const sub = (key: string, slug: string): SubcategoryDef => ({ key, slug });

export const OTHER_KEY = 'other';

export const TAXONOMY: readonly CategoryDef[] = [
  {
    key: 'gameplayTips',
    slug: 'ultimate-gameplay-tips-roblox',
    subcategories: [
      sub('beginnerGuides', 'beginner-guides-roblox'),
      sub('advancedStrategies', 'advanced-strategies-roblox'),
      sub('characterCustomization', 'character-customization-roblox'),
      sub('gameMechanics', 'game-mechanics-roblox'),
      sub('tipsForBuilding', 'tips-for-building-roblox'),
      sub('other', 'other-tips-roblox'),
    ],
  },
  {
    key: 'userGeneratedContent',
    slug: 'user-generated-content',
    subcategories: [
      sub('topCreators', 'top-creators'),
      sub('fanArt', 'fan-art'),
      sub('gameReviews', 'game-reviews'),
      sub('designShowcase', 'design-showcase'),
      sub('collaborativeProjects', 'collaborative-projects'),
      sub('other', 'other'),
    ],
  },
  {
    key: 'creativeInspiration',
    slug: 'creative-inspiration',
    subcategories: [
      sub('gameThemes', 'game-themes'),
      sub('buildingTechniques', 'building-techniques'),
      sub('storytellingInGames', 'storytelling-in-games'),
      sub('artisticStyles', 'artistic-styles'),
      sub('characterDesignIdeas', 'character-design-ideas'),
      sub('other', 'other'),
    ],
  },
  {
    key: 'communityEngagement',
    slug: 'community-engagement',
    subcategories: [
      sub('eventParticipation', 'event-participation'),
      sub('feedbackAndReviews', 'feedback-and-reviews'),
      sub('forumsAndDiscussions', 'forums-and-discussions'),
      sub('tutorialsAndWebinars', 'tutorials-and-webinars'),
      sub('friendFindingTips', 'friend-finding-tips'),
      sub('other', 'other'),
    ],
  },
  {
    key: 'developmentResources',
    slug: 'development-resources',
    subcategories: [
      sub('codingBasics', 'coding-basics'),
      sub('gameDesignPrinciples', 'game-design-principles'),
      sub('monetizationStrategies', 'monetization-strategies'),
      sub('assetCreationTools', 'asset-creation-tools'),
      sub('marketingYourGame', 'marketing-your-game'),
      sub('other', 'other'),
    ],
  },
  {
    key: 'platformFeatures',
    slug: 'platform-features',
    subcategories: [
      sub('accountManagement', 'account-management'),
      sub('parentalControls', 'parental-controls'),
      sub('robloxUpdates', 'roblox-updates'),
      sub('robuxEarningMethods', 'robux-earning-methods'),
      sub('platformPolicies', 'platform-policies'),
      sub('other', 'other'),
    ],
  },
];

const byKey = new Map(TAXONOMY.map((c) => [c.key, c]));

/** The category with this exact key, or undefined. */
export function categoryByKey(key: string): CategoryDef | undefined {
  return byKey.get(key);
}

/** The subcategory `subKey` of category `categoryKey`, or undefined. */
export function subcategoryByKey(categoryKey: string, subKey: string): SubcategoryDef | undefined {
  return byKey.get(categoryKey)?.subcategories.find((s) => s.key === subKey);
}
