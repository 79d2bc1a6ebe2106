/**
 * Renders a sanitised body tree (src/domain/body-tree.ts) as React elements. Code blocks and
 * text an editor marked `<span class="copyable">` get a copy control; section headings (the ones
 * the table of contents lists) get a link to themselves.
 */
import React from 'react';
import { BodyElement, BodyNode, isSectionHeading, treeText } from '../domain/body-tree';
import { formatLabel } from '../domain/labels';
import { useSiteData } from '../hooks/use-site-data';
import { CopyButton } from './copy-button';

/** HTML attribute names that React spells differently. */
const REACT_ATTRS: Record<string, string> = { class: 'className', colspan: 'colSpan', rowspan: 'rowSpan' };
const VOID = new Set(['br', 'hr', 'img']);

const props = (attrs: Record<string, string>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) out[REACT_ATTRS[name] ?? name] = value;
  return out;
};

function renderNode(node: BodyNode, key: number): React.ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attrs] = node;
  const children = node.slice(2) as BodyNode[];
  if (tag === 'pre') {
    return (
      <div key={key} className="code-block position-relative">
        <CopyButton text={plainText(node)} className="code-copy" />
        {/* focusable so that keyboard users can scroll long lines sideways */}
        <pre {...props(attrs)} tabIndex={0}>
          {children.map(renderNode)}
        </pre>
      </div>
    );
  }
  if (tag === 'span' && attrs.class?.split(/\s+/).includes('copyable')) {
    return (
      <span key={key} className="copyable">
        <code>{children.map(renderNode)}</code> <CopyButton text={plainText(node)} />
      </span>
    );
  }
  if (VOID.has(tag)) return React.createElement(tag, { ...props(attrs), key });
  return React.createElement(tag, { ...props(attrs), key }, ...children.map(renderNode));
}

/** The exact text of an element, whitespace kept (what a reader expects to paste). */
function plainText(node: BodyElement): string {
  let out = '';
  const walk = (n: BodyNode): void => {
    if (typeof n === 'string') out += n;
    else n.slice(2).forEach((c) => walk(c as BodyNode));
  };
  walk(node);
  return out.replace(/\n$/, '');
}

export function BodyTree({ nodes }: { nodes: BodyNode[] }): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      {nodes.map((node, key) => {
        // only top-level headings: those are the table of contents, and never inside a link
        if (!isSectionHeading(node)) return renderNode(node, key);
        const id = node[1].id;
        // The link sits beside the heading, not inside it: the heading's name stays its text, and
        // copying the heading copies no "#" (the mark is drawn by CSS, not written in the page).
        return (
          <div key={key} className="heading-anchored">
            {renderNode(node, key)}
            <a
              className="heading-anchor"
              href={`#${id}`}
              aria-label={formatLabel(labels.sectionLink, { title: treeText(node.slice(2) as BodyNode[]) })}
            />
          </div>
        );
      })}
    </>
  );
}
