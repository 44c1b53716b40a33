import { render } from '@testing-library/react'
import { UNSAFE_createMemoryHistory, type InitialEntry } from 'react-router'
import { createAppHistory } from '@/app/history'
import { AppProvider } from '@/app/provider'
import { AppRouter, createRoutes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'

/**
 * Renders the real route table at `path` (a location with navigation state too), with the app's
 * providers and toaster, on a history in memory.
 */
export function renderApp(path: InitialEntry) {
  const history = createAppHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
  )
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <AppRouter history={history} routes={createRoutes()} />
    </AppProvider>,
  )
  return { ...view, history }
}
