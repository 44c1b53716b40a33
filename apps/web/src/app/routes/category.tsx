import { useParams } from 'react-router'
import { NotFoundRoute } from './not-found'
import { CategoryPage } from '@/features/catalog/components/category-page'
import { isCategoryType } from '@/features/catalog/lib/content-links'
import { ChannelList } from '@/features/guide/components/channel-list'

/** /category/{filmes|series|canais}/{name}; the router has already decoded the name. */
export function CategoryRoute() {
  const { type, category = '' } = useParams()
  if (!isCategoryType(type)) return <NotFoundRoute />
  return (
    <CategoryPage
      key={`${type}/${category}`}
      lookup={{ by: 'name', urlType: type, value: category }}
      liveList={(list) => <ChannelList {...list} />}
    />
  )
}
