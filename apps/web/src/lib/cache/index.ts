export { clearAllCaches, getCacheStats, type CacheStats } from './cache-stats'
export { contentCache, CONTENT_CACHE, LIST_KEYS } from './content-cache'
export { pageCache, PAGE_CACHE, pageKey, CLOUD_CREDENTIALS_KEY } from './page-cache'
