/** Rendering a component next to something else on the page, to click outside it. */
import React from 'react';
import { render, RenderResult, screen } from '@testing-library/react';

const OUTSIDE_TEXT = 'elsewhere';

/** Renders `element` followed by a paragraph that is not part of it. */
export const renderBesideOutside = (element: React.ReactElement): RenderResult =>
  render(
    <>
      {element}
      <p>{OUTSIDE_TEXT}</p>
    </>,
  );

/** The paragraph renderBesideOutside put next to the component. */
export const outside = (): HTMLElement => screen.getByText(OUTSIDE_TEXT);
