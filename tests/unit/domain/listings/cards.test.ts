import {
  homeBlocks,
  neighbours,
  paginate,
  primaryTrail,
  relatedIds,
  withCardTexts,
} from '../../../../src/domain/listings/cards';
import { HOME_LAYOUT, RELATED_COUNT } from '../../../../src/domain/constants';

describe('home blocks', () => {
  it('split the newest articles 4, 4, 8, 16 with no article twice', () => {
    expect(HOME_LAYOUT).toEqual({ lead: 4, finest: 4, favorite: 8, more: 16 });
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const blocks = homeBlocks(ids);
    expect(blocks.lead).toEqual([1, 2, 3, 4]);
    expect(blocks.finest).toEqual([5, 6, 7, 8]);
    expect(blocks.favorite).toEqual(ids.slice(8, 16));
    expect(blocks.more).toEqual(ids.slice(16, 32));
    const all = [...blocks.lead, ...blocks.finest, ...blocks.favorite, ...blocks.more];
    expect(new Set(all).size).toBe(all.length);
  });

  it('fill from the top on a small site', () => {
    expect(homeBlocks([1, 2, 3, 4, 5, 6])).toEqual({
      lead: [1, 2, 3, 4],
      finest: [5, 6],
      favorite: [],
      more: [],
    });
    expect(homeBlocks([])).toEqual({ lead: [], finest: [], favorite: [], more: [] });
  });
});

describe('related articles', () => {
  it('are 4 others from the same listing, nearest first', () => {
    expect(RELATED_COUNT).toBe(4);
    const listing = [10, 11, 12, 13, 14, 15, 16];
    expect(relatedIds(listing, 13)).toEqual([14, 12, 15, 11]);
    expect(relatedIds(listing, 10)).toEqual([11, 12, 13, 14]);
    expect(relatedIds(listing, 16)).toEqual([15, 14, 13, 12]);
  });

  it('are fewer when the listing is small, and never the article itself', () => {
    expect(relatedIds([1, 2], 1)).toEqual([2]);
    expect(relatedIds([1], 1)).toEqual([]);
    expect(relatedIds([1, 2, 3], 9)).toEqual([1, 2, 3]);
  });
});

describe('neighbours and pages', () => {
  it('newer is before, older after in a newest-first listing', () => {
    expect(neighbours([1, 2, 3], 2)).toEqual({ newer: 1, older: 3 });
    expect(neighbours([1, 2, 3], 1)).toEqual({ newer: null, older: 2 });
    expect(neighbours([1, 2, 3], 7)).toEqual({ newer: null, older: null });
  });

  it('paginate into pages of a size, at least one', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 24)).toEqual([[]]);
  });
});

describe('primary trail', () => {
  const placement = { categoryKey: 'developmentResources', subcategoryKey: 'codingBasics' };
  it('names the category key (pages colour themselves by it), its title and path', () => {
    const texts = {
      developmentResources: {
        title: 'Development',
        description: '',
        subcategories: { codingBasics: { title: 'Coding Basics', description: '' } },
      },
    };
    const trail = primaryTrail({ placements: [placement] } as never, texts as never);
    expect(trail).toEqual({
      category: { key: 'developmentResources', title: 'Development', path: '/development-resources' },
      subcategory: { title: 'Coding Basics', path: '/development-resources/coding-basics' },
    });
  });

  it('is null for an article listed nowhere', () => {
    expect(primaryTrail({ placements: [] } as never, {})).toBeNull();
  });
});

describe('card texts from the page query', () => {
  const cards = [
    { id: 1, excerpt: 'Its own description.' },
    { id: 2, excerpt: '' },
    { id: 3, excerpt: '' },
  ];

  it('gives each card without a description the text of its body, and leaves the others', () => {
    expect(
      withCardTexts(cards, [
        { id: 3, text: 'Third body.' },
        { id: 2, text: 'Second body.' },
      ]),
    ).toEqual([
      { id: 1, excerpt: 'Its own description.' },
      { id: 2, excerpt: 'Second body.' },
      { id: 3, excerpt: 'Third body.' },
    ]);
    expect(cards[1].excerpt).toBe('');
  });

  it('keeps an empty body text, and hands back the same cards when there are no texts', () => {
    expect(withCardTexts(cards, [{ id: 2, text: '' }])[1]).toEqual({ id: 2, excerpt: '' });
    expect(withCardTexts(cards, [])).toBe(cards);
    expect(withCardTexts(cards, null)).toBe(cards);
  });
});
