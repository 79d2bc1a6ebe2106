/** The words of the benchmark corpus's articles: title and sentence shapes, headings, list items, Luau snippets, copyable texts, emoji. Written for this project; plain data, no logic. */

/** Title shapes; {S} is a subject, {N} a number, {A} an audience, {Y} a year. */
export const TITLE_TEMPLATES = [
  'How to Master {S}',
  'A Beginner’s Guide to {S}',
  '{N} Tips for {S} Every Player Should Know',
  '{S} Explained for {A}',
  '{N} Mistakes to Avoid With {S}',
  'The Complete Guide to {S} in {Y}',
  'Why {S} Matters More Than You Think',
  '{S}: What {A} Need to Know',
  'Getting Started With {S}',
  '{N} Creative Ideas for {S}',
  'Everything About {S}, Step by Step',
  'Is {S} Worth Your Time? An Honest Look',
  '{S} Made Simple for {A}',
  'Our Favourite {S} of {Y}',
  '{N} Quick Wins With {S}',
  'What We Learned From {N} Weeks of {S}',
  'Combining {S} and {S2}',
  'From {S} to {S2}: A Learning Path',
  '{S} vs {S2}: Which Should You Learn First?',
  'The {N}-Minute Guide to {S}',
  'Ask the Experts: {S}',
  '{N} Myths About {S}, Busted',
  'Level Up Your {S}',
  'Fixing Common Problems With {S}',
  'A Parent’s Checklist for {S}',
  'Inside {S}: How the Pros Do It',
];

/** Optional endings that make titles more varied, as real headlines are. */
export const TITLE_SUFFIXES = [
  ' in Roblox Studio',
  ' on Mobile',
  ' for {A}',
  ' ({Y} Edition)',
  ' Without Spending Robux',
  ' the Easy Way',
  ': Lessons From {N} Games',
  ' on a Budget',
  ' in One Weekend',
  ' With Friends',
  ', Updated for {Y}',
  ': Part {N}',
];

export const AUDIENCES = [
  'New Players',
  'Parents',
  'Young Builders',
  'Solo Developers',
  'Small Teams',
  'Teachers',
  'Returning Players',
  'Creators',
];

export const YEARS = ['2024', '2025', '2026'];

/** Sentence shapes for body paragraphs; {S} a subject, {A} an audience (lower case). */
export const SENTENCES = [
  'Most players meet {S} in their first week, but few take the time to learn how it really works.',
  'The good news is that {S} rewards patience more than speed.',
  'Start small: pick one idea, test it in a private server and only then build on it.',
  'We asked {A} what confused them most, and {S} came up again and again.',
  'A few minutes spent on {S} now saves hours of frustration later.',
  'Think of {S} as a habit rather than a trick you learn once.',
  'If something feels off, open the settings and check the defaults before changing anything else.',
  'Write down what you tried and what happened, because the details are easy to forget.',
  'Friends can help here, so invite one to test with you and compare notes.',
  'Not every game handles {S} the same way, so read the description before you dive in.',
  'Keep safety in mind: never share your password, and report anyone who asks for it.',
  'The best creators treat {S} as part of the design, not an afterthought.',
  'Small changes add up, and after a week you will notice the difference.',
  'Try the same approach on a phone and on a computer, since controls differ between them.',
  'When in doubt, the official documentation and the developer forum are good places to look.',
  'Remember that {A} often learn fastest by doing, so leave room to experiment.',
  'There is no single right answer, but some choices are clearly better than others.',
  'Save a copy of your place before large edits so that you can always go back.',
  'Performance matters too: fewer moving parts usually means a smoother game for everyone.',
  'Once the basics feel natural, the advanced options start to make a lot more sense.',
];

export const HEADINGS = [
  'Why It Matters',
  'Getting Started',
  'Step by Step',
  'Common Mistakes',
  'Going Further',
  'Tips From the Community',
  'Staying Safe',
  'What to Try Next',
  'A Worked Example',
  'Frequently Asked Questions',
  'Tools You Will Need',
  'Putting It Together',
];

export const LIST_ITEMS = [
  'Check your settings first',
  'Test in a private server',
  'Ask a friend for feedback',
  'Keep notes of what works',
  'Save a backup before big changes',
  'Use the official documentation',
  'Take short breaks',
  'Report anything suspicious',
  'Start with the simplest version',
  'Compare your results after a week',
];

/** Luau snippets for articles that show code (the build highlights none; they get a copy button). */
export const LUAU_SNIPPETS = [
  [
    'local Players = game:GetService("Players")',
    '',
    'Players.PlayerAdded:Connect(function(player)',
    '\tprint("Welcome, " .. player.Name)',
    'end)',
  ],
  [
    'local part = script.Parent',
    'local TweenService = game:GetService("TweenService")',
    'local info = TweenInfo.new(2, Enum.EasingStyle.Quad)',
    'TweenService:Create(part, info, { Transparency = 1 }):Play()',
  ],
  [
    'local DataStoreService = game:GetService("DataStoreService")',
    'local store = DataStoreService:GetDataStore("Coins")',
    '',
    'local function save(player, coins)',
    '\tlocal ok, err = pcall(function()',
    '\t\tstore:SetAsync(player.UserId, coins)',
    '\tend)',
    '\tif not ok then warn(err) end',
    'end',
  ],
  [
    'for i = 1, 10 do',
    '\tlocal p = Instance.new("Part")',
    '\tp.Position = Vector3.new(i * 4, 5, 0)',
    '\tp.Parent = workspace',
    'end',
  ],
];

/** Menu paths that articles wrap in a copyable span. */
export const COPYABLE_TEXTS = [
  'Settings > Privacy',
  'Settings > Security > 2-Step Verification',
  'Home > Test > Play Solo',
  'View > Output',
  'Settings > Parental Controls',
];

/** Emoji used in descriptions (promotional tone, as the spec describes). */
export const EMOJI = ['🎮', '🧱', '🚀', '✨', '🏆', '🛠️', '🌟', '🔐'];
