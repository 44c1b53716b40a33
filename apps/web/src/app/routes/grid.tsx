import { useParams } from 'react-router'
import { NotFoundRoute } from './not-found'
import { CategoryPage } from '@/features/catalog/components/category-page'
import { isGridType } from '@/features/catalog/lib/content-links'
import { ChannelList } from '@/features/guide/components/channel-list'

/** /grid/{filmes|series|tv}/{categoryId}. */
export function GridRoute() {
  const { type, categoryId = '' } = useParams()
  if (!isGridType(type)) return <NotFoundRoute />
  return (
    <CategoryPage
      key={`${type}/${categoryId}`}
      lookup={{ by: 'id', urlType: type, value: categoryId }}
      liveList={(list) => <ChannelList {...list} />}
    />
  )
}
