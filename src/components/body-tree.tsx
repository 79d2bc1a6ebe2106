/**
 * Renders a sanitised body tree (src/domain/body-tree.ts) as React elements. Code blocks and
 * text an editor marked `<span class="copyable">` get a copy control.
 */
import React from 'react';
import { BodyElement, BodyNode } from '../domain/body-tree';
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
  return <>{nodes.map(renderNode)}</>;
}
