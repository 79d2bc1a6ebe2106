import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ShareLinks } from '../../../src/components/article/share-links';
import { ArticleBody } from '../../../src/components/article/body';
import { bodyHtml } from '../../../src/domain/html/parse-body';
import type { BodyNode } from '../../../src/domain/html/body-tree';
import { labelsFor } from '../../../src/domain/locales/labels';

/** The body as a page shows it: the server HTML of the tree, in the body component. */
const BodyTree = ({ nodes }: { nodes: BodyNode[] }): React.JSX.Element => (
  <ArticleBody html={bodyHtml(nodes, labelsFor('en'))} />
);
import { COPY_CONFIRM_MS } from '../../../src/domain/constants';
import { installEarlyInput } from '../support/early-input-page';

/**
 * The page around the controls: the head's early-input script, which runs every copy control
 * (the body's and the share link's), and React's root, started. Installed for every test, taken
 * away after; tests/unit/domain/frame/early-input.test.ts runs the script's unminified form too.
 */
let removePage: () => void = () => undefined;
function installPage(): void {
  removePage = installEarlyInput();
}

const button = (): HTMLElement => screen.getByTestId('copy-button');

let writeText: jest.Mock;
let prompt: jest.SpyInstance;

function setClipboard(clipboard: Partial<Clipboard> | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

async function click(): Promise<void> {
  // the copy awaits the clipboard promise: let it settle inside act
  await act(async () => {
    fireEvent.click(button());
  });
}

beforeEach(() => {
  installPage();
  jest.useFakeTimers();
  writeText = jest.fn(async () => undefined);
  setClipboard({ writeText });
  prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
});

afterEach(() => {
  removePage();
  jest.useRealTimers();
  prompt.mockRestore();
  setClipboard(undefined);
});

/** The share link's copy control: the page's URL in its `data-copy`, run by the head script. */
const URL_TEXT = 'https://bloxguide.example/articles/x';
const shareLinks = (): ReturnType<typeof render> => render(<ShareLinks title="T" path="/articles/x" />);

describe("the share link's copy control", () => {
  it('copies the absolute article URL and shows "copied" for exactly 3000 ms', async () => {
    expect(COPY_CONFIRM_MS).toBe(3000);
    shareLinks();
    expect(button()).toHaveAttribute('data-state', 'idle');
    expect(button()).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBe(button());

    await click();
    expect(writeText).toHaveBeenCalledWith(URL_TEXT);
    expect(button()).toHaveAttribute('data-state', 'copied');
    expect(button()).toHaveClass('is-copied');
    expect(button()).toHaveTextContent('Copied');
    expect(screen.getByText('Copied', { selector: '[aria-live]' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(button()).toHaveAttribute('data-state', 'copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toHaveAttribute('data-state', 'idle');
    expect(button()).not.toHaveClass('is-copied');
    expect(button()).toHaveTextContent('Copy link');
    expect(screen.queryByText('Copied', { selector: '[aria-live]' })).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('a second copy while "copied" starts the 3000 ms again', async () => {
    shareLinks();
    await click();
    act(() => jest.advanceTimersByTime(2000));
    await click();
    act(() => jest.advanceTimersByTime(2999));
    expect(button()).toHaveAttribute('data-state', 'copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toHaveAttribute('data-state', 'idle');
  });

  it('offers a prompt with the text when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    shareLinks();
    await click();
    expect(prompt).toHaveBeenCalledWith('Copy this text:', URL_TEXT);
    expect(button()).toHaveAttribute('data-state', 'idle');
  });

  it('offers the prompt when there is no clipboard at all (an insecure page)', async () => {
    setClipboard(undefined);
    shareLinks();
    await click();
    expect(prompt).toHaveBeenCalledWith('Copy this text:', URL_TEXT);
    expect(button()).toHaveAttribute('data-state', 'idle');
  });

  it('keeps its look through a re-render by React: React never touches the inside', async () => {
    const { rerender } = shareLinks();
    await click();
    rerender(<ShareLinks title="T" path="/articles/x" />);
    expect(button()).toHaveAttribute('data-state', 'copied');
    expect(button()).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(COPY_CONFIRM_MS));
    expect(button()).toHaveTextContent('Copy link');
  });

  it('nothing breaks when it is gone: its one timer runs out with no error and no update', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = shareLinks();
    const before = jest.getTimerCount();
    await click();
    // the 3000 ms 'copied' timer is pending...
    expect(jest.getTimerCount()).toBe(before + 1);
    const gone = button();
    unmount();
    // ...and, the control gone, it runs out on the detached button alone
    act(() => jest.advanceTimersByTime(COPY_CONFIRM_MS));
    expect(jest.getTimerCount()).toBe(before);
    expect(gone.isConnected).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('copy control', () => {
  it('is on every code block and every text an editor marked copyable, copying the exact text', async () => {
    render(
      <BodyTree
        nodes={[
          ['pre', {}, ['code', { class: 'language-lua' }, 'local a = 1\n  print(a)\n']],
          ['p', {}, 'Open ', ['span', { class: 'copyable' }, 'Settings > Privacy'], ' now.'],
        ]}
      />,
    );
    const buttons = screen.getAllByTestId('copy-button');
    expect(buttons).toHaveLength(2);
    await act(async () => {
      fireEvent.click(buttons[0]);
    });
    expect(writeText).toHaveBeenLastCalledWith('local a = 1\n  print(a)');
    await act(async () => {
      fireEvent.click(buttons[1]);
    });
    expect(writeText).toHaveBeenLastCalledWith('Settings > Privacy');
  });
});

describe('copy controls in an article body (server markup, one delegated handler)', () => {
  const body = (): void => {
    render(
      <BodyTree
        nodes={[
          ['pre', {}, ['code', { class: 'language-lua' }, "print('hi')\n"]],
          ['p', {}, 'Open ', ['span', { class: 'copyable' }, 'Settings > Privacy'], ' now.'],
        ]}
      />,
    );
  };
  const [first, second] = [0, 1].map((i) => (): HTMLElement => screen.getAllByTestId('copy-button')[i]);
  const press = async (el: HTMLElement): Promise<void> => {
    await act(async () => {
      fireEvent.click(el);
    });
  };

  it('are buttons named by their label, idle at first', () => {
    body();
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    expect(first()).toHaveAttribute('data-state', 'idle');
    expect(first()).toHaveAttribute('type', 'button');
  });

  it('copy and show "copied" for exactly 3000 ms, announced, then idle again', async () => {
    body();
    await press(first());
    expect(writeText).toHaveBeenCalledWith("print('hi')");
    expect(first()).toHaveAttribute('data-state', 'copied');
    expect(first()).toHaveTextContent('Copied');
    expect(first()).toHaveClass('is-copied');
    expect(screen.getByText('Copied', { selector: '[aria-live]' })).toBeInTheDocument();
    // the other control is untouched
    expect(second()).toHaveAttribute('data-state', 'idle');
    act(() => jest.advanceTimersByTime(COPY_CONFIRM_MS - 1));
    expect(first()).toHaveAttribute('data-state', 'copied');
    act(() => jest.advanceTimersByTime(1));
    expect(first()).toHaveAttribute('data-state', 'idle');
    expect(first()).toHaveTextContent('Copy');
    expect(screen.queryByText('Copied', { selector: '[aria-live]' })).toBeNull();
  });

  it('a second copy while "copied" starts the 3000 ms again', async () => {
    body();
    await press(second());
    act(() => jest.advanceTimersByTime(2000));
    await press(second());
    act(() => jest.advanceTimersByTime(2999));
    expect(second()).toHaveAttribute('data-state', 'copied');
    act(() => jest.advanceTimersByTime(1));
    expect(second()).toHaveAttribute('data-state', 'idle');
  });

  it('offer a prompt with the text when the clipboard refuses or is missing', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    body();
    await press(second());
    expect(prompt).toHaveBeenCalledWith('Copy this text:', 'Settings > Privacy');
    expect(second()).toHaveAttribute('data-state', 'idle');
    setClipboard(undefined);
    await press(first());
    expect(prompt).toHaveBeenLastCalledWith('Copy this text:', "print('hi')");
  });

  it('do not update after the body is gone', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    body();
    await press(first());
    cleanup();
    act(() => jest.advanceTimersByTime(COPY_CONFIRM_MS));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
