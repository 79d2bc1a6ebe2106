import { buildTaxonomyIndex, placeArticle } from '../../../../src/domain/listings/indexing';

describe('placeArticle', () => {
  it('files a known category and subcategory there, with its subsubcategories', () => {
    expect(
      placeArticle([
        {
          category: 'gameplayTips',
          subcategories: [{ subcategory: 'beginnerGuides', subsubcategories: ['obby'] }],
        },
      ]),
    ).toEqual({
      placements: [
        {
          categoryKey: 'gameplayTips',
          subcategoryKey: 'beginnerGuides',
          subsubcategories: ['obby'],
          reason: 'exact',
        },
      ],
      warnings: [],
    });
  });

  it('files an unknown subcategory under that category’s other and drops its subsubcategories', () => {
    const result = placeArticle([
      {
        category: 'creativeInspiration',
        subcategories: [{ subcategory: 'speedrunning', subsubcategories: ['x'] }],
      },
    ]);
    expect(result.placements).toEqual([
      {
        categoryKey: 'creativeInspiration',
        subcategoryKey: 'other',
        subsubcategories: [],
        reason: 'unknown-subcategory',
      },
    ]);
    expect(result.warnings).toEqual([
      {
        kind: 'unknown-subcategory',
        category: 'creativeInspiration',
        subcategory: 'speedrunning',
        filedUnder: 'other',
      },
    ]);
  });

  it.each([[undefined], [null], [[]]])(
    'files an entry with subcategories %j under other',
    (subcategories) => {
      expect(placeArticle([{ category: 'userGeneratedContent', subcategories }]).placements).toEqual([
        {
          categoryKey: 'userGeneratedContent',
          subcategoryKey: 'other',
          subsubcategories: [],
          reason: 'no-subcategory',
        },
      ]);
    },
  );

  it('lists an unknown category nowhere and warns', () => {
    expect(placeArticle([{ category: 'Hardware Reviews' }])).toEqual({
      placements: [],
      warnings: [{ kind: 'unknown-category', category: 'Hardware Reviews' }],
    });
  });

  it('normalises spelled-out names', () => {
    expect(
      placeArticle([{ category: 'Gameplay Tips', subcategories: [{ subcategory: 'beginner-guides' }] }])
        .placements[0],
    ).toMatchObject({
      categoryKey: 'gameplayTips',
      subcategoryKey: 'beginnerGuides',
    });
  });

  it('places an article in every entity, the first being primary, and merges repeats', () => {
    const { placements } = placeArticle([
      {
        category: 'gameplayTips',
        subcategories: [{ subcategory: 'tipsForBuilding', subsubcategories: ['a'] }],
      },
      { category: 'creativeInspiration', subcategories: [{ subcategory: 'buildingTechniques' }] },
      {
        category: 'gameplayTips',
        subcategories: [{ subcategory: 'tipsForBuilding', subsubcategories: ['b'] }],
      },
    ]);
    expect(placements.map((p) => `${p.categoryKey}/${p.subcategoryKey}`)).toEqual([
      'gameplayTips/tipsForBuilding',
      'creativeInspiration/buildingTechniques',
    ]);
    expect(placements[0].subsubcategories).toEqual(['a', 'b']);
  });

  it('keeps known subsubcategories of other', () => {
    expect(
      placeArticle([
        { category: 'gameplayTips', subcategories: [{ subcategory: 'other', subsubcategories: ['mobile'] }] },
      ]).placements[0],
    ).toMatchObject({
      subcategoryKey: 'other',
      subsubcategories: ['mobile'],
      reason: 'exact',
    });
  });

  it('tolerates entities that are not a list', () => {
    expect(placeArticle('gameplayTips')).toEqual({ placements: [], warnings: [] });
  });
});

describe('buildTaxonomyIndex', () => {
  it('groups ids by category and subcategory, each id once per listing, in input order', () => {
    const a = {
      id: 1,
      placements: placeArticle([
        {
          category: 'gameplayTips',
          subcategories: [{ subcategory: 'beginnerGuides' }, { subcategory: 'other' }],
        },
      ]).placements,
    };
    const b = { id: 2, placements: placeArticle([{ category: 'gameplayTips' }]).placements };
    const c = { id: 3, placements: placeArticle([{ category: 'Nope' }]).placements };
    const index = buildTaxonomyIndex([b, a, c]);
    expect(index.byCategory.get('gameplayTips')).toEqual([2, 1]);
    expect(index.bySubcategory.get('gameplayTips/other')).toEqual([2, 1]);
    expect(index.bySubcategory.get('gameplayTips/beginnerGuides')).toEqual([1]);
    expect([...index.byCategory.values()].flat()).not.toContain(3);
  });
});
