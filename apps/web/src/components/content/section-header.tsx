import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { t } from '@myflix/shared'
import { useSpatialItem } from '@/lib/spatial-navigation'

function SeeAllLink({ href }: { href: string }) {
  const { ref, itemProps } = useSpatialItem<HTMLAnchorElement>()
  return (
    <Link
      to={href}
      ref={ref}
      {...itemProps}
      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-muted hover:text-foreground focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none"
    >
      {t('catalogUi.seeAll')}
      <ChevronRight aria-hidden className="size-4" />
    </Link>
  )
}

/** The header's height with its margin: the 44 px 'Ver Tudo' target (min-h-11) and mb-3. */
export const SECTION_HEADER_PX = 44 + 12

/** A row or section title with an optional 'Ver Tudo' link. */
export function SectionHeader({
  title,
  seeAllHref,
  id,
}: {
  title: string
  seeAllHref?: string
  id?: string
}) {
  return (
    <div className="mb-3 flex min-h-11 items-center justify-between gap-3">
      {/* Two lines on a phone rather than an ellipsis ('Filmes Recentemente…'); at this size and
          leading two lines fit the header's 44 px, so section heights stay as computed. */}
      <h2 id={id} className="line-clamp-2 min-w-0 text-base leading-tight font-bold sm:text-xl">
        {title}
      </h2>
      {seeAllHref && <SeeAllLink href={seeAllHref} />}
    </div>
  )
}
