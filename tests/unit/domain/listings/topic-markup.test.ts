/** The topic chips and series box written as HTML at build time (src/domain/listings/topic-markup.ts). */
import { load } from 'cheerio';
import { seriesBoxHtml, topicChipsHtml } from '../../../../src/domain/listings/topic-markup';

describe('topicChipsHtml', () => {
  it('links every topic, escaping its title, and is empty without topics', () => {
    const $ = load(topicChipsHtml([{ title: 'Tips & <Tricks>', path: '/topics/tips-tricks' }], 'Topics'));
    expect($('ul.topic-chips').attr('aria-label')).toBe('Topics');
    expect($('a.chip').attr('href')).toBe('/topics/tips-tricks');
    expect($('a.chip').text()).toBe('Tips & <Tricks>');
    expect($('script, tricks')).toHaveLength(0);
    expect(topicChipsHtml([], 'Topics')).toBe('');
  });
});

describe('seriesBoxHtml', () => {
  it('says "Part n of N: <series>", marks the current part and never links a part to come', () => {
    const $ = load(
      seriesBoxHtml({
        label: 'Series',
        heading: ['Part 2 of 3: ', ''],
        title: 'Learn "Luau"',
        path: '/series/learn-luau',
        part: 2,
        parts: [
          { part: 1, title: 'One', path: '/articles/one' },
          { part: 2, title: 'Two', path: '/articles/two' },
          { part: 3, soon: 'Part 3 coming soon' },
        ],
      }),
    );
    expect($('.series-box-title').text()).toBe('Part 2 of 3: Learn "Luau"');
    expect($('.series-box-title a').attr('href')).toBe('/series/learn-luau');
    expect(
      $('.series-parts li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['One', 'Two', 'Part 3 coming soon']);
    expect(
      $('.series-parts a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/articles/one']);
    expect($('[aria-current=page]').text()).toBe('Two');
  });
});
