import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router'
import { AppProvider } from '@/app/provider'
import { createRoutes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'

/**
 * Renders the real route table at `path` (a location with navigation state too), with the app's
 * providers and toaster.
 */
export function renderApp(path: InitialEntry) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] })
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...view, router }
}
