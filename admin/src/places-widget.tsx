/**
 * The `places` widget: where an article is listed (its `entities`). Each place is a category,
 * then subcategories chosen only among that category's own, each with its topics. The choices
 * come with the field (`categories`, generated from the taxonomy by
 * src/domain/content/editor/editor-config.ts); every change goes through
 * src/domain/content/editor/place-choices.ts. Keys of an entry the form does not show are kept.
 * (Not Decap's list of a custom widget: its object control reads a list item that is a map as
 * `{ <field name>: value }`, so a place would reach the widget empty.)
 */
import React from 'react';
import { fromJS } from 'immutable';
import {
  type Place,
  type PlaceChoice,
  placeList,
  subcategoryChoices,
  topicsText,
  withCategory,
  withoutSubcategory,
  withSubcategory,
  withTopics,
} from '../../src/domain/content/editor/place-choices';

interface FieldLike {
  get: (key: string) => unknown;
}

export interface PlacesProps {
  /** the places: an Immutable List from Decap (a plain array in a test), or nothing yet */
  value?: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  field: FieldLike;
  classNameWrapper?: string;
}

const plain = (v: unknown): unknown =>
  v && typeof (v as { toJS?: unknown }).toJS === 'function' ? (v as { toJS: () => unknown }).toJS() : v;

const LABEL: React.CSSProperties = { display: 'block', margin: '0.6rem 0 0.2rem', fontWeight: 600 };
const INPUT: React.CSSProperties = {
  display: 'block',
  width: '100%',
  padding: '0.4rem',
  border: '1px solid #dfdfe3',
  borderRadius: 4,
};
const BUTTON: React.CSSProperties = { marginTop: '0.6rem', marginRight: '0.5rem' };
const BOX: React.CSSProperties = {
  border: '1px solid #dfdfe3',
  borderRadius: 4,
  padding: '0.5rem 0.75rem',
  marginBottom: '0.75rem',
};
const SUB: React.CSSProperties = {
  borderLeft: '3px solid #dfdfe3',
  paddingLeft: '0.75rem',
  marginTop: '0.6rem',
};

/** The places of an article: add, change or remove a place, its subcategories and their topics. */
export class PlacesControl extends React.Component<PlacesProps, { topics: Record<string, string> }> {
  state = { topics: {} as Record<string, string> };

  places(): Place[] {
    return placeList(plain(this.props.value));
  }

  choices(): PlaceChoice[] {
    const c = plain(this.props.field.get('categories'));
    return Array.isArray(c) ? (c as PlaceChoice[]) : [];
  }

  /** Save the places; `forget` drops the topics being typed (a place or subcategory removed). */
  change(places: Place[], forget = false): void {
    if (forget) this.setState({ topics: {} });
    this.props.onChange(fromJS(places));
  }

  renderPlace(place: Place, p: number, places: Place[]): React.ReactNode {
    const choices = this.choices();
    const id = (part: string): string => `${this.props.forID}-${p}-${part}`;
    const set = (next: Place): void => this.change(places.map((x, i) => (i === p ? next : x)));
    const category = typeof place.category === 'string' ? place.category : '';
    const own = subcategoryChoices(choices, category);
    const subs = Array.isArray(place.subcategories) ? (place.subcategories as unknown[]) : [];
    const n = places.length > 1 ? ` ${p + 1}` : '';
    return (
      <div key={p} style={BOX} role="group" aria-label={`Place${n}`}>
        <label htmlFor={id('category')} style={LABEL}>
          Category{n}
        </label>
        <select
          id={id('category')}
          style={INPUT}
          value={category}
          onChange={(e) => set(withCategory(place, e.target.value, choices))}
        >
          <option value="">Choose a category</option>
          {/* a name the build normalises (a title, a quoted key) stays shown until changed */}
          {category && !choices.some((c) => c.value === category) ? (
            <option value={category}>{category}</option>
          ) : null}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {subs.map((s, i) => {
          const current = String((s as { subcategory?: unknown } | null)?.subcategory ?? '');
          const key = `${p}-${i}`;
          return (
            <div key={i} style={SUB}>
              <label htmlFor={id(`sub-${i}`)} style={LABEL}>
                Subcategory {i + 1}
                {n ? ` of place${n}` : ''}
              </label>
              <select
                id={id(`sub-${i}`)}
                style={INPUT}
                value={current}
                onChange={(e) => set(withSubcategory(place, i, e.target.value))}
              >
                <option value="">{category ? 'Choose a subcategory' : 'Choose the category first'}</option>
                {current && !own.some((o) => o.value === current) ? (
                  <option value={current}>{current}</option>
                ) : null}
                {own.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <label htmlFor={id(`topics-${i}`)} style={LABEL}>
                Topics of subcategory {i + 1}
                {n ? ` of place${n}` : ''} (optional, separated by commas)
              </label>
              <input
                id={id(`topics-${i}`)}
                style={INPUT}
                type="text"
                value={this.state.topics[key] ?? topicsText(place, i)}
                onChange={(e) => {
                  const text = e.target.value;
                  this.setState(({ topics }) => ({ topics: { ...topics, [key]: text } }));
                  set(withTopics(place, i, text));
                }}
              />
              <button
                type="button"
                style={BUTTON}
                onClick={() => {
                  this.setState({ topics: {} });
                  set(withoutSubcategory(place, i));
                }}
              >
                Remove subcategory {i + 1}
                {n ? ` of place${n}` : ''}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          style={BUTTON}
          disabled={!category}
          onClick={() => set(withSubcategory(place, subs.length, ''))}
        >
          Add a subcategory{n ? ` to place${n}` : ''}
        </button>
        <button
          type="button"
          style={BUTTON}
          onClick={() =>
            this.change(
              places.filter((_, i) => i !== p),
              true,
            )
          }
        >
          Remove place{n}
        </button>
      </div>
    );
  }

  render(): React.ReactNode {
    const places = this.places();
    return (
      <div id={this.props.forID} className={this.props.classNameWrapper}>
        {places.map((place, p) => this.renderPlace(place, p, places))}
        <button type="button" style={BUTTON} onClick={() => this.change([...places, {}])}>
          Add a place
        </button>
      </div>
    );
  }
}
