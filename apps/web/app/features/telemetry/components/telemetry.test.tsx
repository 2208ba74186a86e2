import { UTM_DATA_KEY } from '@larder/contracts/values/storage-keys';
import { act, render } from '@testing-library/react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnalyticsSink, setAnalyticsSink } from '../model/analytics';
import { Telemetry } from './telemetry';

function app() {
  return createBrowserRouter([
    {
      path: '/',
      element: (
        <>
          <Telemetry />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>home</p> },
        { path: 'quiz/intro', element: <p>quiz</p> },
      ],
    },
  ]);
}

describe('<Telemetry />', () => {
  afterEach(() => setAnalyticsSink(undefined));

  it('reports a page view on the first render and on every route change, and keeps the visit’s campaign', async () => {
    window.history.replaceState(null, '', '/?utm_campaign=spring&utm_source=newsletter');
    const paths: string[] = [];
    const sink: AnalyticsSink = {
      page: (properties) => paths.push(`${properties.path}${properties.search}`),
      identify: () => {},
      track: () => {},
    };
    setAnalyticsSink(sink);
    const router = app();
    render(<RouterProvider router={router} />);
    expect(paths).toEqual(['/?utm_campaign=spring&utm_source=newsletter']);
    expect(JSON.parse(sessionStorage.getItem(UTM_DATA_KEY) ?? 'null')).toMatchObject({
      campaign: 'spring',
      source: 'newsletter',
    });
    await act(() => router.navigate('/quiz/intro/'));
    await act(() => router.navigate('/quiz/intro/?step=2'));
    expect(paths).toEqual(['/?utm_campaign=spring&utm_source=newsletter', '/quiz/intro/', '/quiz/intro/?step=2']);
    router.dispose();
  });
});
