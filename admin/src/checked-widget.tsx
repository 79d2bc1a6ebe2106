/**
 * The `checked` widget: the field's standard Decap control (`base` in the generated
 * configuration), plus the build's own checks of that field (editorProblems,
 * src/domain/content/editor/field-rules.ts), which Decap asks through `isValid` before it saves: what
 * the build would refuse is refused at the field, with the build's message.
 */
import React from 'react';
import CMS from 'decap-cms-app';
import type { Map as ImmutableMap } from 'immutable';
import {
  asWritten,
  editorFrontmatter,
  editorProblems,
  isScheduled,
  slugOfTitleForEditor,
} from '../../src/domain/content/editor/field-rules';
import type { EditorRules } from './payload';

interface Props {
  field: ImmutableMap<string, unknown>;
  value: unknown;
  entry?: ImmutableMap<string, unknown>;
  /** the entry as it is now (Decap: `entry` is deprecated and can be stale) */
  getEntry?: () => ImmutableMap<string, unknown>;
  [prop: string]: unknown;
}

const plain = (v: unknown): unknown =>
  v && typeof (v as { toJS?: unknown }).toJS === 'function' ? (v as { toJS: () => unknown }).toJS() : v;

/** The widget's control, bound to the other articles and the authors. */
export function checkedWidget(rules: EditorRules): React.ComponentType<Props> {
  return class CheckedControl extends React.Component<Props> {
    /**
     * Decap's Widget asks the control whether to render again, and without an answer renders only
     * when the value changed: the base control would then miss what it follows beside its value
     * (the picture chosen in the media library arrives in `mediaPaths`, a list's errors in
     * `fieldsErrors`) and the notes would miss the other fields (`entry`). Any data prop changed: render.
     */
    shouldComponentUpdate(next: Props): boolean {
      return Object.keys(next).some(
        (key) => typeof next[key] !== 'function' && next[key] !== this.props[key],
      );
    }

    /** this field's problems, on the frontmatter the editor would save */
    /** the entry being edited, as it is now */
    entry(): ImmutableMap<string, unknown> | undefined {
      return this.props.getEntry?.() ?? this.props.entry;
    }

    problems(): string[] {
      const { field, value } = this.props;
      const entry = this.entry();
      const name = String(field.get('name'));
      const data = (plain(entry?.get('data')) ?? {}) as Record<string, unknown>;
      const { body: _body, ...fm } = { ...data, [name]: plain(value) };
      void _body;
      const file = entry?.get('newRecord') ? undefined : (entry?.get('path') as string | undefined);
      return (
        editorProblems(asWritten(editorFrontmatter(fm)), {
          file,
          articles: rules.articles,
          hidden: rules.hidden,
          authors: rules.authors,
        }).get(name) ?? []
      );
    }

    isValid = (): true | { error: { type: string; message: string } } => {
      const problems = this.problems();
      if (problems.length === 0) return true;
      const label = String(this.props.field.get('label') ?? this.props.field.get('name'));
      return { error: { type: 'CUSTOM', message: `${label} ${problems.join(' ')}` } };
    };

    render(): React.ReactNode {
      const { field, value } = this.props;
      const entry = this.entry();
      const Base = CMS.getWidget(String(field.get('base')))?.control as
        React.ComponentType<Props> | undefined;
      if (!Base) return <p role="alert">Unknown widget {String(field.get('base'))}</p>;
      const name = String(field.get('name'));
      const title = plain(entry?.getIn(['data', 'title']));
      const note =
        field.get('scheduled') &&
        isScheduled(
          plain(value) instanceof Date ? (plain(value) as Date).toISOString() : plain(value),
          new Date(),
        )
          ? 'Scheduled: the article goes live on the first build after this date.'
          : name === 'slug' && !value && typeof title === 'string' && slugOfTitleForEditor(title)
            ? `Made from the title: ${slugOfTitleForEditor(title)}`
            : null;
      return (
        <>
          <Base {...this.props} />
          {note ? (
            <p className="bloxguide-field-note" data-testid={`note-${name}`}>
              {note}
            </p>
          ) : null}
        </>
      );
    }
  };
}
