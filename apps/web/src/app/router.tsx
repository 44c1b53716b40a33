import { lazy, Suspense, type ComponentType } from 'react'
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  useLocation,
  type RouteObject,
} from 'react-router'
import { t } from '@myflix/shared'
import { AppShellSkeleton } from '@/components/layouts/app-shell-skeleton'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { ProtectedRoute } from '@/features/auth/components/protected-route'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { CloudRootEffects } from '@/features/cloud/components/cloud-root-effects'
import { paths } from '@/config/paths'

/** Each code-split screen's loader, by the element that renders it (see `preloadScreens`). */
const loaders = new WeakMap<object, () => Promise<unknown>>()

/** Code-splits one named export of a route module. */
function lazyRoute<M>(load: () => Promise<M>, name: keyof M & string) {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }))
  const element = <Component />
  loaders.set(element, load)
  return element
}

/**
 * Starts loading the code of every screen `pathname` nests in. Left to React, nested screens load
 * one after the other, each once its parent has rendered, and a signed-in one only once the session
 * is known: on a phone's link that put two round trips and more before the page's own requests.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const load = typeof route.element === 'object' && route.element && loaders.get(route.element)
    // A failure is the screen's own to show when it renders (its import fails the same way).
    if (load) load().catch(() => {})
  }
}

// Screens without the app frame; any other path waits for its code in the frame's shape.
const FRAMELESS = new Set<string>([
  paths.splash.path,
  paths.login.path,
  paths.register.path,
  paths.resetPassword.path,
  paths.termsOfService.path,
  paths.privacyPolicy.path,
])

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

const errorElement = lazyRoute(() => import('./routes/route-error'), 'RouteErrorRoute')

/** Spec §2 route table; each screen is `routes/<name>.tsx` exporting `<Name>Route`, loaded lazily. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootBoundary />,
      errorElement,
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
              element: lazyRoute(() => import('./routes/app-root'), 'AppRootRoute'),
              children: [
                {
                  path: paths.switchCloud.path,
                  element: lazyRoute(() => import('./routes/switch-cloud'), 'SwitchCloudRoute'),
                },
                {
                  path: paths.home.path,
                  element: lazyRoute(() => import('./routes/home'), 'HomeRoute'),
                },
                {
                  path: paths.movies.path,
                  element: lazyRoute(() => import('./routes/movies'), 'MoviesRoute'),
                },
                {
                  path: paths.series.path,
                  element: lazyRoute(() => import('./routes/series'), 'SeriesRoute'),
                },
                {
                  path: paths.favorites.path,
                  element: lazyRoute(() => import('./routes/favorites'), 'FavoritesRoute'),
                },
                {
                  path: paths.details.path,
                  element: lazyRoute(() => import('./routes/details'), 'DetailsRoute'),
                },
                {
                  path: paths.detailsById.path,
                  element: lazyRoute(() => import('./routes/details'), 'DetailsByIdRoute'),
                },
                {
                  path: paths.related.path,
                  element: lazyRoute(() => import('./routes/related'), 'RelatedRoute'),
                },
                {
                  path: paths.search.path,
                  element: lazyRoute(() => import('./routes/search'), 'SearchRoute'),
                },
                {
                  path: paths.profile.path,
                  element: lazyRoute(() => import('./routes/profile'), 'ProfileRoute'),
                },
                {
                  path: paths.account.path,
                  element: lazyRoute(() => import('./routes/account'), 'AccountRoute'),
                },
                {
                  path: paths.settings.path,
                  element: lazyRoute(() => import('./routes/settings'), 'SettingsRoute'),
                },
                {
                  path: paths.category.path,
                  element: lazyRoute(() => import('./routes/category'), 'CategoryRoute'),
                },
                {
                  path: paths.grid.path,
                  element: lazyRoute(() => import('./routes/grid'), 'GridRoute'),
                },
                { path: paths.tv.path, element: lazyRoute(() => import('./routes/tv'), 'TvRoute') },
                {
                  path: paths.guide.path,
                  element: lazyRoute(() => import('./routes/guide'), 'GuideRoute'),
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

export function createAppRouter() {
  const routes = createRoutes()
  preloadScreens(routes, window.location.pathname)
  return createBrowserRouter(routes)
}
