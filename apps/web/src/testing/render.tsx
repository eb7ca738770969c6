/**
 * Component tests render through here: the same providers as the app (apps/web/src/app/Providers.tsx)
 * with the app's theme, a memory router in place of the browser's address and a tRPC client whose
 * transport is a function of the test instead of the network.
 *
 * A component test names its DOM in its first line rather than through a vitest project of its own:
 * the root config (and vitest.citus.config.ts, which adds to its `include`) stays as it is, and
 * vitest never hands a worker that ran node files a file of another environment.
 *
 *   // @vitest-environment happy-dom          (first line of the test file)
 *   afterEach(cleanup);
 *   const api = answerCalls((call) => ({ id: 1 }));
 *   renderApp(<ColumnForm ... />, { api, route: '/crm/brands?page=2' });
 *   expect(api.calls).toEqual([{ path: 'crm.customColumns.create', input: { ... } }]);
 *
 * happy-dom already has what Mantine asks of a browser (window.matchMedia for the colour scheme,
 * ResizeObserver for the floating dropdowns, Element.scrollIntoView for the combobox options), so
 * no polyfill is installed. Each file calls `afterEach(cleanup)` itself: with `isolate: false` a
 * worker imports this module once, so hooks registered here would belong to the first file only.
 */
import type { AppRouter } from '@app/api';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { DEFAULT_THEME_COLOR } from '@app/contracts';

import { createQueryClient, TRPCProvider } from '../lib/api/client';
import { createAppTheme, cssVariablesResolver } from '../theme/theme';

// The app's theme as ThemeColorProvider builds it before a company's colour is known.
const THEME = createAppTheme(DEFAULT_THEME_COLOR);

export interface ApiCall {
  path: string;
  input: unknown;
}

export interface TestApi {
  client: ReturnType<typeof createTRPCClient<AppRouter>>;
  /** Every call made, in order. */
  calls: ApiCall[];
}

/**
 * A tRPC client that answers each call with `answer` (a thrown error becomes the call's error),
 * so a test sees exactly what a component sends without a server.
 */
export function answerCalls(answer: (call: ApiCall) => unknown = () => ({})): TestApi {
  const calls: ApiCall[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        const call = { path: op.path, input: op.input };
        calls.push(call);
        Promise.resolve()
          .then(() => answer(call))
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
          );
      });
  return { client: createTRPCClient<AppRouter>({ links: [link] }), calls };
}

export interface RenderAppOptions {
  /** The address the memory router starts at. */
  route?: string;
  api?: TestApi;
}

export function renderApp(ui: ReactNode, options: RenderAppOptions = {}): RenderResult {
  // A new cache per render: no test sees another's data.
  const queryClient = createQueryClient();
  const api = options.api ?? answerCalls();
  return render(
    // env="test" turns Mantine's transitions off: a dropdown that is still fading in is hidden from
    // the accessibility tree, so its options could not be found by role.
    <MantineProvider theme={THEME} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={api.client} queryClient={queryClient}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
