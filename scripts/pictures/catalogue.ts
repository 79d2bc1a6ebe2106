/**
 * Which picture goes where: every cover and inline picture of the real articles, with the scene
 * it is drawn from and its alt text. scripts/pictures/make-pictures.ts renders this list; the corpus
 * generator reuses the covers.
 */
import * as buildingScenes from './scenes/building-scenes';
import * as codeScenes from './scenes/code-scenes';
import * as playerScenes from './scenes/player-scenes';
import type { Scene } from './scenes/scene-palette';

/** Every scene by name (scenes/: building, scripting, playing). */
const scenes = { ...buildingScenes, ...codeScenes, ...playerScenes };

export interface PictureSpec {
  /** path relative to content/articles, next to the article that shows it */
  file: string;
  scene: Scene;
  width: number;
  height: number;
  /** what the picture shows, for cover_alt or the alt text of an inline picture */
  alt: string;
}

/**
 * Covers are 1600 × 900: wide enough for a 1071 px hero (412 px at 2.6 DPR) with room to spare,
 * and a 1200 × 630 share crop comes out of the middle. Inline pictures are 1200 × 750.
 */
const COVER = { width: 1600, height: 900 };
const INLINE = { width: 1200, height: 750 };

export const COVERS: PictureSpec[] = [
  {
    file: 'gameplayTips/images/building-habits-cover.jpg',
    scene: scenes.brickBaseplate,
    ...COVER,
    alt: 'A green baseplate with a half-built brick house, a blocky tree and loose bricks ready to place.',
  },
  {
    file: 'gameplayTips/images/obby-movement-cover.jpg',
    scene: scenes.obstacleCourse,
    ...COVER,
    alt: 'Floating platforms climbing over lava toward a checkpoint flag, with a truss and a cheering avatar.',
  },
  {
    file: 'developmentResources/images/first-luau-script-cover.jpg',
    scene: scenes.scriptEditor,
    ...COVER,
    alt: 'A script editor showing a Luau touch-pad script next to the Explorer panel.',
  },
  {
    file: 'gameplayTips/images/avatar-editor-cover.jpg',
    scene: scenes.wardrobe,
    ...COVER,
    alt: 'A wardrobe with a rack of colourful shirts, hats on a shelf and three avatars posing by a mirror.',
  },
  {
    file: 'creativeInspiration/images/detailed-parts-cover.jpg',
    scene: scenes.sunsetBuild,
    ...COVER,
    alt: 'A brick house with warm lit windows and a stepped roof against a purple and orange sunset.',
  },
  {
    file: 'communityEngagement/images/events-playbook-cover.jpg',
    scene: scenes.eventStage,
    ...COVER,
    alt: 'A summer event stage under coloured spotlights with performers and a cheering crowd of avatars.',
  },
  {
    file: 'gameplayTips/images/tycoon-strategy-cover.jpg',
    scene: scenes.tycoonFactory,
    ...COVER,
    alt: 'A tycoon factory floor: three conveyors with droppers carrying ore, a stack of coins and the income counter.',
  },
  {
    file: 'developmentResources/images/luau-tables-cover.jpg',
    scene: scenes.tableEditor,
    ...COVER,
    alt: 'Luau code building an array and a dictionary, with their entries drawn as labelled boxes.',
  },
  {
    file: 'developmentResources/images/remoteevents-cover.jpg',
    scene: scenes.clientServer,
    ...COVER,
    alt: 'A client window and a server window passing messages both ways with FireServer and FireClient.',
  },
  {
    file: 'platformFeatures/images/account-security-cover.jpg',
    scene: scenes.lockShield,
    ...COVER,
    alt: 'A blue shield with a yellow padlock next to a six-digit 2-Step Verification code.',
  },
  {
    file: 'gameplayTips/images/mobile-settings-cover.jpg',
    scene: scenes.phoneControls,
    ...COVER,
    alt: 'A phone held sideways showing a brick build with the on-screen thumbstick and jump button.',
  },
  {
    file: 'creativeInspiration/images/speedrun-obby-cover.jpg',
    scene: scenes.speedrunRoute,
    ...COVER,
    alt: 'An obby over lava with the fastest route dashed across its platforms and a run timer at 00:42.17.',
  },
  {
    file: 'gameplayTips/images/networking-lag-cover.jpg',
    scene: scenes.networkLag,
    ...COVER,
    alt: 'An avatar and its faded ghost a step behind, linked to a server rack by a broken signal line.',
  },
  {
    file: 'userGeneratedContent/images/team-create-cover.jpg',
    scene: scenes.teamBuild,
    ...COVER,
    alt: 'Three avatars building one brick tower together, each with a different coloured selection box.',
  },
];

export const INLINE_PICTURES: PictureSpec[] = [
  {
    file: 'gameplayTips/images/building-habits-grid.jpg',
    scene: scenes.gridSnap,
    ...INLINE,
    alt: 'Bricks lined up on the baseplate grid, with a red brick moved exactly one stud.',
  },
  {
    file: 'gameplayTips/images/obby-movement-truss.jpg',
    scene: scenes.trussFlick,
    ...INLINE,
    alt: 'An avatar on the side of a truss with a dashed arc showing the flick onto the next platform.',
  },
  {
    file: 'developmentResources/images/first-luau-script-pad.png',
    scene: scenes.touchPad,
    ...INLINE,
    alt: 'An avatar standing on a glowing green pad, with the pad.Touched event labelled above.',
  },
  {
    file: 'gameplayTips/images/avatar-editor-scales.jpg',
    scene: scenes.bodyScales,
    ...INLINE,
    alt: 'Four avatars side by side with different heights and widths from the body scale sliders.',
  },
  {
    file: 'creativeInspiration/images/detailed-parts-before-after.jpg',
    scene: scenes.beforeAfter,
    ...INLINE,
    alt: 'The same block shown plain grey on the left and with brick colour, trim and a lit window on the right.',
  },
  {
    file: 'gameplayTips/images/tycoon-strategy-chart.jpg',
    scene: scenes.upgradeChart,
    ...INLINE,
    alt: 'A bar chart of income per second for upgrade levels 1 to 6, growing faster at every level.',
  },
];

export const PICTURES: PictureSpec[] = [...COVERS, ...INLINE_PICTURES];
