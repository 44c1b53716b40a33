import { getCatalogStatus } from '../api/catalog-status'
import { getUserInfo } from '../api/get-user-info'
import { refreshCatalog } from '../api/refresh-catalog'
import { processCloud } from './process-cloud'

/** The automatic refresh's work, loaded only when a reload asks for it (keeps it off the first chunk). */
export function reprocessCloud() {
  return processCloud(
    { startRefresh: refreshCatalog, readStatus: getCatalogStatus, fetchUserInfo: getUserInfo },
    new AbortController().signal,
  )
}
