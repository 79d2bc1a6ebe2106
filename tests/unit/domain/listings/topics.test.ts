/** Topic keys, derived titles and the near-duplicate rule (src/domain/listings/topics.ts). */
import fc from 'fast-check';
import { derivedTopicTitle, nearTopics, topicKey, topicKeys } from '../../../../src/domain/listings/topics';

describe('topicKey', () => {
  it.each([
    ['Voice Chat', 'voice-chat'],
    ['voice-chat', 'voice-chat'],
    ['voice_chat', 'voice-chat'],
    ['  VOICE   chat ', 'voice-chat'],
    ['voice--_ chat', 'voice-chat'],
    ['Free Items!', 'free-items'],
    ['2FA', '2fa'],
    ['Обби', 'обби'],
    ['---', ''],
  ])('%j → %j', (written, key) => expect(topicKey(written)).toBe(key));

  it('is idempotent and only ever gives lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const k = topicKey(s);
        expect(topicKey(k)).toBe(k);
        expect(k).not.toMatch(/^-|-$|--|[\s_A-Z]/);
      }),
    );
  });

  it('gives each topic once, in the order written, without empty ones', () => {
    expect(topicKeys(['Voice Chat', 'obby', 'voice_chat', '!!', 'Obby'])).toEqual(['voice-chat', 'obby']);
  });
});

describe('derivedTopicTitle', () => {
  it('capitalises each word of the key', () => {
    expect(derivedTopicTitle('voice-chat')).toBe('Voice Chat');
    expect(derivedTopicTitle('luau')).toBe('Luau');
  });
});

describe('nearTopics', () => {
  const uses = (entries: [string, number][]): Map<string, number> => new Map(entries);

  it('finds a plural s, a swapped pair of letters and a missing hyphen, the rarer topic named', () => {
    expect(
      nearTopics(
        uses([
          ['parent', 1],
          ['parents', 3],
          ['security', 4],
          ['secruity', 1],
          ['voice-chat', 2],
          ['voicechat', 1],
        ]),
      ),
    ).toEqual([
      { topic: 'parent', near: 'parents' },
      { topic: 'secruity', near: 'security' },
      { topic: 'voicechat', near: 'voice-chat' },
    ]);
  });

  it('finds two letters off in a long word, one in a short one, and leaves different topics alone', () => {
    expect(
      nearTopics(
        uses([
          ['optimization', 2],
          ['optimisatoin', 1],
        ]),
      ),
    ).toEqual([{ topic: 'optimisatoin', near: 'optimization' }]);
    expect(
      nearTopics(
        uses([
          ['obby', 5],
          ['obbi', 1],
        ]),
      ),
    ).toEqual([{ topic: 'obbi', near: 'obby' }]);
    // short keys and keys more than the allowance apart are different topics
    expect(
      nearTopics(
        uses([
          ['ui', 1],
          ['ux', 1],
        ]),
      ),
    ).toEqual([]);
    expect(
      nearTopics(
        uses([
          ['safety', 2],
          ['security', 2],
        ]),
      ),
    ).toEqual([]);
    expect(
      nearTopics(
        uses([
          ['tycoon', 1],
          ['economy', 1],
          ['studio', 1],
          ['luau', 1],
        ]),
      ),
    ).toEqual([]);
  });

  it('on a tie names the later key (the plural)', () => {
    expect(
      nearTopics(
        uses([
          ['guide', 1],
          ['guides', 1],
        ]),
      ),
    ).toEqual([{ topic: 'guides', near: 'guide' }]);
  });
});
