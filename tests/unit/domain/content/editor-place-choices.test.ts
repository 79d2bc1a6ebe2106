/**
 * One place of an article in the web editor (src/domain/content/editor/place-choices.ts): only
 * the chosen category's subcategories are offered, and changing the category never drops what
 * the author wrote.
 */
import {
  placeChoices,
  placeList,
  subcategoryChoices,
  topicsText,
  withCategory,
  withoutSubcategory,
  withSubcategory,
  withTopics,
} from '../../../../src/domain/content/editor/place-choices';
import { TAXONOMY } from '../../../../src/domain/listings/taxonomy';

const choices = placeChoices({
  gameplayTips: { title: 'Gameplay Tips', subcategories: { beginnerGuides: { title: 'Beginner Guides' } } },
});

describe('the choices of a place', () => {
  it("offers a category's own subcategories only, titled from taxonomy.json, and none for an unknown one", () => {
    const [first, second] = TAXONOMY;
    expect(subcategoryChoices(choices, first.key).map((s) => s.value)).toEqual(
      first.subcategories.map((s) => s.key),
    );
    expect(subcategoryChoices(choices, first.key)[0].label).toBe('Beginner Guides');
    const other = new Set(second.subcategories.map((s) => s.key));
    expect(
      subcategoryChoices(choices, first.key).filter((s) => other.has(s.value) && s.value !== 'other'),
    ).toEqual([]);
    expect(subcategoryChoices(choices, 'Development Resources')).toEqual([]);
  });

  it('empties a subcategory the new category does not have, keeping its topics and the other keys', () => {
    const place = {
      category: 'gameplayTips',
      note: 'kept',
      subcategories: [
        { subcategory: 'beginnerGuides', subsubcategories: ['obby'] },
        { subcategory: 'other' },
      ],
    };
    expect(withCategory(place, 'userGeneratedContent', choices)).toEqual({
      category: 'userGeneratedContent',
      note: 'kept',
      subcategories: [{ subcategory: '', subsubcategories: ['obby'] }, { subcategory: 'other' }],
    });
    expect(withCategory({}, 'gameplayTips', choices)).toEqual({ category: 'gameplayTips' });
  });

  it('adds, changes and removes subcategories and their topics', () => {
    let place = withSubcategory({ category: 'gameplayTips' }, 0, '');
    place = withSubcategory(place, 0, 'beginnerGuides');
    place = withTopics(place, 0, ' obby, , parkour ');
    expect(topicsText(place, 0)).toBe('obby, parkour');
    place = withSubcategory(place, 1, 'gameMechanics');
    expect(withTopics(place, 0, '')).toEqual({
      category: 'gameplayTips',
      subcategories: [{ subcategory: 'beginnerGuides' }, { subcategory: 'gameMechanics' }],
    });
    expect(withoutSubcategory(place, 0)).toEqual({
      category: 'gameplayTips',
      subcategories: [{ subcategory: 'gameMechanics' }],
    });
  });

  it('reads the entities of a file as places (a value that is not a list: none)', () => {
    expect(placeList(undefined)).toEqual([]);
    expect(placeList([{ category: 'x' }, 'junk'])).toEqual([{ category: 'x' }, {}]);
  });
});
