// The app's frame and the home screen: what a signed-in cold load most often renders first, so it
// loads without the other screens' code (app/router.tsx says why).
export { AppRootRoute } from './app-root'
export { HomeRoute } from './home'
