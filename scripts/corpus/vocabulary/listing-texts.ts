/** The titles and descriptions of the categories and subcategories, for the benchmark corpus. Written for this project; plain data, no logic. */

/** Titles and descriptions of the 6 categories and 36 subcategories, by key (as in taxonomy.ts). */
export const TAXONOMY_TEXTS: Record<
  string,
  { title: string; description: string; subs: Record<string, string> }
> = {
  gameplayTips: {
    title: 'Gameplay Tips',
    description: 'Play smarter in every experience with friendly tips and tested strategies. 🎮',
    subs: {
      beginnerGuides: 'Beginner Guides',
      advancedStrategies: 'Advanced Strategies',
      characterCustomization: 'Character Customization',
      gameMechanics: 'Game Mechanics',
      tipsForBuilding: 'Tips for Building',
      other: 'More Gameplay Tips',
    },
  },
  userGeneratedContent: {
    title: 'Creations by Players',
    description: 'The games, art and builds the community makes, reviewed and celebrated. 🌟',
    subs: {
      topCreators: 'Top Creators',
      fanArt: 'Fan Art',
      gameReviews: 'Game Reviews',
      designShowcase: 'Design Showcase',
      collaborativeProjects: 'Collaborative Projects',
      other: 'More Player Creations',
    },
  },
  creativeInspiration: {
    title: 'Creative Inspiration',
    description: 'Ideas for themes, stories and styles to spark your next build. ✨',
    subs: {
      gameThemes: 'Game Themes',
      buildingTechniques: 'Building Techniques',
      storytellingInGames: 'Storytelling in Games',
      artisticStyles: 'Artistic Styles',
      characterDesignIdeas: 'Character Design Ideas',
      other: 'More Ideas',
    },
  },
  communityEngagement: {
    title: 'Community',
    description: 'Events, forums, feedback and making friends safely on the platform. 🤝',
    subs: {
      eventParticipation: 'Event Participation',
      feedbackAndReviews: 'Feedback and Reviews',
      forumsAndDiscussions: 'Forums and Discussions',
      tutorialsAndWebinars: 'Tutorials and Webinars',
      friendFindingTips: 'Friend-Finding Tips',
      other: 'More Community Topics',
    },
  },
  developmentResources: {
    title: 'Development Resources',
    description: 'Luau scripting, game design, assets and marketing for young developers. 🛠️',
    subs: {
      codingBasics: 'Coding Basics',
      gameDesignPrinciples: 'Game Design Principles',
      monetizationStrategies: 'Monetization Strategies',
      assetCreationTools: 'Asset Creation Tools',
      marketingYourGame: 'Marketing Your Game',
      other: 'More for Developers',
    },
  },
  platformFeatures: {
    title: 'Platform Features',
    description: 'Accounts, parental controls, updates and policies explained plainly. 🔐',
    subs: {
      accountManagement: 'Account Management',
      parentalControls: 'Parental Controls',
      robloxUpdates: 'Platform Updates',
      robuxEarningMethods: 'Earning Robux',
      platformPolicies: 'Platform Policies',
      other: 'More Platform Topics',
    },
  },
};
