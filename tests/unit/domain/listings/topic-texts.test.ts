/**
 * topics.json and the checks across articles' topics (src/domain/listings/topic-texts.ts), on
 * files parsed as the build parses them: an unused entry is refused, a near-duplicate topic is a
 * warning at the line that writes it, and a topic under an unknown subcategory does not count.
 */
import { prepareContent, RawContent } from '../../../../src/domain/content/model';
import { formatProblem } from '../../../../src/domain/content/problems';
import { parseMarkdown } from '../../../../src/node/content/read-content';
import { readTopicTexts } from '../../../../src/domain/listings/topic-texts';

const article = (id: number, sub: string, topics: string, extra = ''): string =>
  `---\nid: ${id}\ntitle: 'Article ${id}'\nslug: article-${id}\nentities:\n  - category: platformFeatures\n    subcategories:\n      - subcategory: ${sub}\n        subsubcategories: ${topics}\n${extra}---\n\nBody text.\n`;

const raw = (articles: string[], topics?: unknown): RawContent => ({
  articles: articles.map((text, i) => parseMarkdown(text, `content/articles/a${i + 1}.md`)),
  authors: { file: 'content/authors.json', missing: true },
  sponsored: { file: 'content/sponsored-links.json', missing: true },
  taxonomy: { file: 'content/taxonomy.json', missing: true },
  topics:
    topics === undefined
      ? { file: 'content/topics.json', missing: true }
      : { file: 'content/topics.json', data: topics },
  info: [],
});

describe('topics across articles', () => {
  it('counts topics only under a known subcategory, one key for every spelling', () => {
    const { content } = prepareContent(
      raw([
        article(1, 'parentalControls', "['Voice Chat', voice_chat, Security]"),
        article(2, 'notASubcategory', '[dropped]'),
      ]),
    );
    const byId = new Map(content.articles.map((a) => [a.id, a.topics]));
    expect(byId.get(1)).toEqual(['voice-chat', 'security']);
    expect(byId.get(2)).toEqual([]);
  });

  it('warns at the line of a topic one or two letters from another, naming the fix', () => {
    const { warnings, errors } = prepareContent(
      raw([
        article(1, 'parentalControls', '[security, parents]'),
        article(2, 'accountManagement', '[security, parents]'),
        article(3, 'accountManagement', '\n          - secruity\n          - parent'),
      ]),
    );
    expect(errors).toEqual([]);
    const printed = warnings.filter((w) => w.field.startsWith('entities')).map(formatProblem);
    expect(printed).toEqual([
      expect.stringMatching(
        /^WARNING content\/articles\/a3\.md:11 \[entities\.subcategories\.subsubcategories\] the topic "parent" .* "parents" .*write "parents"/,
      ),
      expect.stringMatching(
        /^WARNING content\/articles\/a3\.md:10 \[entities\.subcategories\.subsubcategories\] the topic "secruity" .* "security" \(2 article\(s\)\).*write "security"/,
      ),
    ]);
  });

  it('refuses a topics.json entry no article uses, drafts and scheduled articles counting as users', () => {
    const { errors, content } = prepareContent(
      raw(
        [
          article(1, 'parentalControls', '[security]'),
          article(2, 'parentalControls', '[voice-chat]', 'draft: true\n'),
          article(3, 'parentalControls', '[obby]', 'date: 2099-01-01\n'),
        ],
        {
          Security: { title: 'Security', description: 'Safe accounts.' },
          'voice chat': { title: 'Voice Chat' },
          obby: { title: 'Obbies' },
          parkour: { title: 'Parkour' },
        },
      ),
    );
    expect(errors.map((e) => [e.file, e.field])).toEqual([['content/topics.json', 'parkour']]);
    expect(errors[0].message).toMatch(/no article uses .*remove the entry/);
    expect(content.topicTexts.security).toEqual({ title: 'Security', description: 'Safe accounts.' });
    expect(content.topicTexts['voice-chat']).toEqual({ title: 'Voice Chat', description: null });
  });
});

describe('readTopicTexts', () => {
  it('refuses an entry without a title and two entries of one topic', () => {
    const problems: ReturnType<typeof prepareContent>['errors'] = [];
    readTopicTexts(
      {
        file: 'content/topics.json',
        data: { obby: {}, 'Voice Chat': { title: 'a' }, voice_chat: { title: 'b' } },
      },
      problems,
    );
    expect(problems.map((p) => p.field)).toEqual(['obby.title', 'voice_chat']);
  });
});
