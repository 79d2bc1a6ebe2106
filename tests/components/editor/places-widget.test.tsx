/**
 * The web editor's `places` widget (admin/src/places-widget.tsx), rendered as Decap renders a
 * control (value, onChange, field): the subcategory select offers only the chosen category's
 * own subcategories, and what it hands back is the entities shape the build reads.
 * (React here is the site's; the editor bundles its own, and the widget uses nothing else of it.)
 */
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Map as ImmutableMap } from 'immutable';
import { PlacesControl as Control, type PlacesProps } from '../../../admin/src/places-widget';
import { placeChoices } from '../../../src/domain/content/editor/place-choices';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';

// typed with the editor's React types (admin/): the same component to the site's React
const PlacesControl = Control as unknown as React.ComponentType<PlacesProps>;
const categories = placeChoices({});
const field = ImmutableMap({ name: 'entities', categories });
const asPlain = (v: unknown): unknown => (v as { toJS: () => unknown }).toJS();

/** The widget held by a parent that stores what it hands back, as Decap's entry does. */
function Holder({ initial, seen }: { initial: unknown; seen: unknown[] }): React.ReactElement {
  const [value, setValue] = React.useState<unknown>(initial);
  return (
    <PlacesControl
      value={value}
      forID="entities-1"
      field={field}
      onChange={(v) => {
        seen.push(asPlain(v));
        setValue(v);
      }}
    />
  );
}

const optionValues = (select: HTMLElement): string[] =>
  within(select)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

describe('the places widget', () => {
  it("offers only the chosen category's subcategories, and gives back the entities shape", () => {
    const seen: unknown[] = [];
    render(<Holder initial={undefined} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a place' }));
    expect(screen.getByRole('button', { name: 'Add a subcategory' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: TAXONOMY[1].key } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a subcategory' }));
    const sub = screen.getByLabelText('Subcategory 1');
    expect(optionValues(sub)).toEqual(['', ...TAXONOMY[1].subcategories.map((s) => s.key)]);
    fireEvent.change(sub, { target: { value: TAXONOMY[1].subcategories[0].key } });
    fireEvent.change(screen.getByLabelText(/^Topics of subcategory 1/), { target: { value: 'a, b' } });
    expect(seen.at(-1)).toEqual([
      {
        category: TAXONOMY[1].key,
        subcategories: [{ subcategory: TAXONOMY[1].subcategories[0].key, subsubcategories: ['a', 'b'] }],
      },
    ]);
    // another category: its own subcategories, and the one chosen before is emptied, not kept
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: TAXONOMY[0].key } });
    expect(optionValues(screen.getByLabelText('Subcategory 1'))).toEqual([
      '',
      ...TAXONOMY[0].subcategories.map((s) => s.key),
    ]);
    expect((screen.getByLabelText('Subcategory 1') as HTMLSelectElement).value).toBe('');
  });

  it("shows an article's places as saved, each place numbered, and removes one", () => {
    const seen: unknown[] = [];
    const initial = [
      { category: TAXONOMY[0].key, subcategories: [{ subcategory: TAXONOMY[0].subcategories[1].key }] },
      { category: TAXONOMY[1].key },
    ];
    render(<Holder initial={initial} seen={seen} />);
    expect((screen.getByLabelText('Category 1') as HTMLSelectElement).value).toBe(TAXONOMY[0].key);
    expect((screen.getByLabelText('Subcategory 1 of place 1') as HTMLSelectElement).value).toBe(
      TAXONOMY[0].subcategories[1].key,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove place 1' }));
    expect(seen.at(-1)).toEqual([{ category: TAXONOMY[1].key }]);
  });
});
