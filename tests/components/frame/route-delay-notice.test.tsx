import { act, render, screen } from '@testing-library/react';
import { RouteDelayNotice } from '../../../src/components/frame/route-delay-notice';
import { routeDelay } from '../../../src/browser/route-delay';
import * as browser from '../../../gatsby-browser';

type Hook = (...args: unknown[]) => void;
const delayed = browser.onRouteUpdateDelayed as unknown as Hook;
const updated = browser.onRouteUpdate as unknown as Hook;

afterEach(() => act(() => routeDelay.set(false)));

describe('delayed-route notice', () => {
  it('is absent while routes load in time', () => {
    render(<RouteDelayNotice />);
    expect(screen.queryByTestId('route-delay-notice')).not.toBeInTheDocument();
  });

  it('appears as a status message when Gatsby reports a delayed route, and goes when it arrives', () => {
    render(<RouteDelayNotice />);
    act(() => delayed({}, {}));
    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('data-testid', 'route-delay-notice');
    expect(notice).toHaveTextContent('Loading the page…');
    act(() => updated({ location: { pathname: '/next' } }, {}));
    expect(screen.queryByTestId('route-delay-notice')).not.toBeInTheDocument();
  });

  it('tells every listener, and stops telling one that unsubscribed', () => {
    const a = jest.fn();
    const b = jest.fn();
    const stopA = routeDelay.subscribe(a);
    routeDelay.subscribe(b);
    routeDelay.set(true);
    routeDelay.set(true); // no change, no news
    stopA();
    routeDelay.set(false);
    expect(a.mock.calls).toEqual([[true]]);
    expect(b.mock.calls).toEqual([[true], [false]]);
  });
});
