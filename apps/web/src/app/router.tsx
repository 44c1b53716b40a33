import { lazy, Suspense, type ComponentType } from 'react'
import {
  matchRoutes,
  Outlet,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router'
import { t } from '@myflix/shared'
import { AppShellSkeleton } from '@/components/layouts/app-shell-skeleton'
import { AuthFrame } from '@/components/layouts/auth-frame'
import { FullScreenSpinner, Spinner } from '@/components/ui/spinner'
import { ProtectedRoute } from '@/features/auth/components/protected-route'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { CloudRootEffects } from '@/features/cloud/components/cloud-root-effects'
import { paths } from '@/config/paths'
import type { AppHistory } from './history'
import { RouteErrorBoundary } from './route-error-boundary'

/** Each code-split screen's loader and data prefetch, by the element that renders it. */
const loaders = new WeakMap<object, () => Promise<unknown>>()
const prefetchers = new WeakMap<object, () => Promise<unknown>>()

/**
 * Code-splits one named export of a route module. `prefetch` starts the page's first requests
 * (code of its own, so the entry stays free of the catalogue's).
 */
function lazyRoute<M>(
  load: () => Promise<M>,
  name: keyof M & string,
  prefetch?: () => Promise<unknown>,
) {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }))
  const element = <Component />
  loaders.set(element, load)
  if (prefetch) prefetchers.set(element, prefetch)
  return element
}

const catalogPrefetch = () => import('@/features/catalog/lib/page-prefetch')
/**
 * The screens under the app's frame load as two chunks: the frame with home (a signed-in cold
 * load's usual first screen: a phone's link carries ~27 KB less script before its hero), and every
 * other screen. Split by screen, the modules they share were cut into ~70 files (appending their
 * preload links took 55–236 ms of a 4×-slowed main thread on /home). The service worker's precache
 * fetches the second chunk once installed, so a later move rarely waits for it.
 */
const signedInHome = () => import('./routes/signed-in-home')
const signedIn = () => import('./routes/signed-in')

/**
 * Starts what every screen `pathname` nests in needs: its data first, then its code. Left to React,
 * nested screens load one after the other, each once its parent has rendered, a signed-in one only
 * once the session is known, and a page asks for its data only once rendered: on a phone's link
 * that put several round trips before the page's own requests.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  const elements = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element)
  const started = (table: WeakMap<object, () => Promise<unknown>>) =>
    elements.flatMap((element) => {
      const start = typeof element === 'object' && element && table.get(element)
      return start ? [start] : []
    })
  // A failure is the screen's own to show when it renders (its import fails the same way).
  for (const start of [...started(prefetchers), ...started(loaders)]) start().catch(() => {})
}

// Screens without the app frame; any other path waits for its code in the frame's shape.
const FRAMELESS = new Set<string>([paths.termsOfService.path, paths.privacyPolicy.path])

function RootBoundary() {
  const { user } = useAuth()
  const { pathname } = useLocation()
  const fallback = FRAMELESS.has(pathname) ? (
    <FullScreenSpinner />
  ) : (
    <AppShellSkeleton label={t('common.loading')} />
  )
  return (
    <Suspense fallback={fallback}>
      <CloudRootEffects signedIn={user !== null} />
      <Outlet />
    </Suspense>
  )
}

/**
 * The screens under the brand (splash, /login, /register, /reset-password) share one frame, outside
 * their code: a cold load paints the logo once the entry has run, and it is the same element when
 * the card arrives below it (a second logo, however alike, would be a later largest paint).
 */
function BrandedBoundary() {
  return (
    <AuthFrame>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </AuthFrame>
  )
}

/**
 * Spec §2 route table; each screen is `routes/<name>.tsx` exporting `<Name>Route`, loaded lazily
 * (those inside the app frame through `routes/signed-in-home.ts` and `routes/signed-in.ts`).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootBoundary />,
      children: [
        {
          element: <BrandedBoundary />,
          children: [
            {
              path: paths.splash.path,
              element: lazyRoute(() => import('./routes/splash'), 'SplashRoute'),
            },
            {
              path: paths.login.path,
              element: lazyRoute(() => import('./routes/login'), 'LoginRoute'),
            },
            {
              path: paths.register.path,
              element: lazyRoute(() => import('./routes/register'), 'RegisterRoute'),
            },
            {
              path: paths.resetPassword.path,
              element: lazyRoute(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
            },
          ],
        },
        {
          path: paths.termsOfService.path,
          element: lazyRoute(() => import('./routes/terms-of-service'), 'TermsOfServiceRoute'),
        },
        {
          path: paths.privacyPolicy.path,
          element: lazyRoute(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute'),
        },
        {
          element: <ProtectedRoute />,
          children: [
            {
              element: lazyRoute(() => import('./routes/flow-root'), 'FlowRootRoute'),
              children: [
                {
                  path: paths.addInitialCloud.path,
                  element: lazyRoute(
                    () => import('./routes/add-initial-cloud'),
                    'AddInitialCloudRoute',
                  ),
                },
                {
                  path: paths.cloudForm.path,
                  element: lazyRoute(() => import('./routes/cloud-form'), 'CloudFormRoute'),
                },
                {
                  path: paths.cloudLoading.path,
                  element: lazyRoute(() => import('./routes/cloud-loading'), 'CloudLoadingRoute'),
                },
                {
                  path: paths.cloudFailure.path,
                  element: lazyRoute(() => import('./routes/cloud-failure'), 'CloudFailureRoute'),
                },
                {
                  path: paths.loadFailure.path,
                  element: lazyRoute(() => import('./routes/load-failure'), 'LoadFailureRoute'),
                },
                {
                  path: paths.cloudSuccess.path,
                  element: lazyRoute(() => import('./routes/cloud-success'), 'CloudSuccessRoute'),
                },
              ],
            },
            {
              element: lazyRoute(signedInHome, 'AppRootRoute'),
              children: [
                {
                  path: paths.switchCloud.path,
                  element: lazyRoute(signedIn, 'SwitchCloudRoute'),
                },
                {
                  path: paths.home.path,
                  element: lazyRoute(signedInHome, 'HomeRoute', async () =>
                    (await catalogPrefetch()).prefetchHome(),
                  ),
                },
                {
                  path: paths.movies.path,
                  element: lazyRoute(signedIn, 'MoviesRoute', async () =>
                    (await catalogPrefetch()).prefetchBrowse('movie'),
                  ),
                },
                {
                  path: paths.series.path,
                  element: lazyRoute(signedIn, 'SeriesRoute', async () =>
                    (await catalogPrefetch()).prefetchBrowse('series'),
                  ),
                },
                {
                  path: paths.favorites.path,
                  element: lazyRoute(signedIn, 'FavoritesRoute'),
                },
                {
                  path: paths.details.path,
                  element: lazyRoute(signedIn, 'DetailsRoute'),
                },
                {
                  path: paths.detailsById.path,
                  element: lazyRoute(signedIn, 'DetailsByIdRoute'),
                },
                {
                  path: paths.related.path,
                  element: lazyRoute(signedIn, 'RelatedRoute'),
                },
                {
                  path: paths.search.path,
                  element: lazyRoute(signedIn, 'SearchRoute'),
                },
                {
                  path: paths.profile.path,
                  element: lazyRoute(signedIn, 'ProfileRoute'),
                },
                {
                  path: paths.account.path,
                  element: lazyRoute(signedIn, 'AccountRoute'),
                },
                {
                  path: paths.settings.path,
                  element: lazyRoute(signedIn, 'SettingsRoute'),
                },
                {
                  path: paths.category.path,
                  element: lazyRoute(signedIn, 'CategoryRoute'),
                },
                {
                  path: paths.grid.path,
                  element: lazyRoute(signedIn, 'GridRoute'),
                },
                { path: paths.tv.path, element: lazyRoute(signedIn, 'TvRoute') },
                {
                  path: paths.guide.path,
                  element: lazyRoute(signedIn, 'GuideRoute'),
                },
              ],
            },
          ],
        },
        { path: '*', element: lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute') },
      ],
    },
  ]
}

/** Starts each screen's data and code as its route matches: now, and on every later navigation. */
export function startPreloading(routes: RouteObject[], history: AppHistory): () => void {
  let pathname = history.location.pathname
  preloadScreens(routes, pathname)
  return history.listen(({ location }) => {
    if (location.pathname === pathname) return
    pathname = location.pathname
    preloadScreens(routes, pathname)
  })
}

function Screens({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * The route table on `history`. Declarative routing: the app has no loaders or actions, and the
 * data router's machinery (~14 KB brotli) was every cold load's script.
 */
export function AppRouter({ history, routes }: { history: AppHistory; routes: RouteObject[] }) {
  return (
    <HistoryRouter history={history}>
      <RouteErrorBoundary>
        <Screens routes={routes} />
      </RouteErrorBoundary>
    </HistoryRouter>
  )
}
