/**
 * useLazyModule: nothing loads before the first use, one load however often it is asked for,
 * a retry after a failed load, and a component module rendered once it arrives.
 */
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLazyModule } from '../../../src/hooks/use-lazy-module';

type Greeting = React.ComponentType<{ name: string }>;

/** A loader the test settles by hand, counting its calls. */
function controlledLoader() {
  const pending: { resolve: (m: Greeting) => void; reject: (e: Error) => void }[] = [];
  const loader = jest.fn(() => new Promise<Greeting>((resolve, reject) => pending.push({ resolve, reject })));
  return { loader, pending };
}

const Hello: Greeting = ({ name }) => <p>Hello, {name}</p>;

function Host({ loader }: { loader: () => Promise<Greeting> }): React.JSX.Element {
  const [Loaded, load] = useLazyModule(loader);
  return (
    <>
      <button type="button" onClick={load}>
        Use
      </button>
      {Loaded ? <Loaded name="reader" /> : <p>Not loaded</p>}
    </>
  );
}

describe('useLazyModule', () => {
  it('loads nothing until first used, then once, and renders the loaded component', async () => {
    const { loader, pending } = controlledLoader();
    render(<Host loader={loader} />);
    expect(loader).not.toHaveBeenCalled();

    const use = screen.getByRole('button', { name: 'Use' });
    await userEvent.click(use);
    await userEvent.click(use);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Not loaded')).toBeInTheDocument();

    await act(async () => pending[0]?.resolve(Hello));
    expect(await screen.findByText('Hello, reader')).toBeInTheDocument();
    await userEvent.click(use);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next use after a failed load', async () => {
    const { loader, pending } = controlledLoader();
    render(<Host loader={loader} />);
    const use = screen.getByRole('button', { name: 'Use' });

    await userEvent.click(use);
    await act(async () => pending[0]?.reject(new Error('chunk failed')));
    expect(screen.getByText('Not loaded')).toBeInTheDocument();

    await userEvent.click(use);
    expect(loader).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]?.resolve(Hello));
    expect(await screen.findByText('Hello, reader')).toBeInTheDocument();
  });
});
