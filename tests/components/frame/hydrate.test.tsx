/**
 * The renderer gatsby-browser gives Gatsby (src/browser/hydrate.ts): server markup is
 * hydrated in place inside a transition (so React renders it in slices that yield), and a page
 * with an empty body (the offline app shell) is rendered instead.
 */
import React, { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateInSlices } from '../../../src/browser/hydrate';

function Counter(): React.JSX.Element {
  const [count, setCount] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" data-hydrated={hydrated ? 'yes' : 'no'} onClick={() => setCount(count + 1)}>
        clicked {count}
      </button>
    </div>
  );
}

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  container.id = '___gatsby';
  document.body.appendChild(container);
});
afterEach(() => {
  container.remove();
  jest.restoreAllMocks();
});

describe('hydrateInSlices', () => {
  it('hydrates the server markup in place, inside a transition, and the page then answers clicks', async () => {
    container.innerHTML = renderToString(<Counter />);
    const serverButton = container.querySelector('button');
    const transition = jest.spyOn(React, 'startTransition');

    act(() => hydrateInSlices(<Counter />, container));

    expect(transition).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(container.querySelector('button')?.dataset.hydrated).toBe('yes'));
    // the same element: hydrated, not replaced
    expect(container.querySelector('button')).toBe(serverButton);
    await userEvent.click(serverButton as HTMLButtonElement);
    expect(serverButton).toHaveTextContent('clicked 1');
  });

  it('renders a page whose body is empty (the offline app shell), as Gatsby does', async () => {
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    // hydrating it instead would work too, after React's mismatch errors
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => hydrateInSlices(<Counter />, container));
    await waitFor(() => expect(container.querySelector('button')?.dataset.hydrated).toBe('yes'));
    expect(errors).not.toHaveBeenCalled();
  });
});
