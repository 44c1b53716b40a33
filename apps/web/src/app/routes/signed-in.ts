// The screens inside the app's frame other than home, loaded as one chunk (app/router.tsx says
// why). The public screens and the first-cloud flow stay their own chunks, so /login loads none of
// this.
export { SwitchCloudRoute } from './switch-cloud'
export { MoviesRoute } from './movies'
export { SeriesRoute } from './series'
export { FavoritesRoute } from './favorites'
export { DetailsRoute, DetailsByIdRoute } from './details'
export { RelatedRoute } from './related'
export { SearchRoute } from './search'
export { ProfileRoute } from './profile'
export { AccountRoute } from './account'
export { SettingsRoute } from './settings'
export { CategoryRoute } from './category'
export { GridRoute } from './grid'
export { TvRoute } from './tv'
export { GuideRoute } from './guide'
