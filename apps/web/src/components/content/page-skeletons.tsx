import { PosterSkeleton } from './poster-skeleton'

const ROW_CARDS = [0, 1, 2, 3, 4, 5, 6, 7]

/**
 * A row's place while its titles load: a title bar and a row of card shapes (cards as in ScrollRow),
 * pulsing as one: an animation per shape was an event per shape for React's root listener.
 */
export function RowSkeleton() {
  return (
    <div aria-hidden className="animate-pulse pb-8" data-testid="row-skeleton">
      <div className="mb-3 flex min-h-11 items-center">
        <div className="h-5 w-48 rounded bg-surface-raised" />
      </div>
      <div className="-mx-4 overflow-hidden px-4 pb-2 sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
        <div className="flex w-max gap-3">
          {ROW_CARDS.map((card) => (
            <div key={card} className="w-28 shrink-0 sm:w-36">
              <PosterSkeleton kind="movie" pulse={false} />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

/**
 * A page's content before its data: the shape the page will have (a hero when it has one, rows of
 * cards), with what is loading said for screen readers and beside the shapes.
 */
export function ContentSkeleton({
  label,
  hero = false,
  rows = 2,
}: {
  label: string
  hero?: boolean
  rows?: number
}) {
  return (
    <div className="flex flex-col" data-testid="content-skeleton">
      <p role="status" className="sr-only">
        {label}
      </p>
      {hero && (
        <div
          aria-hidden
          data-testid="hero-skeleton"
          className="relative -mx-4 -mt-6 mb-8 min-h-[22rem] animate-pulse bg-surface sm:-mx-6 sm:min-h-[28rem] sm:rounded-b-2xl lg:-mx-10"
        />
      )}
      {Array.from({ length: rows }, (_, row) => (
        <RowSkeleton key={row} />
      ))}
    </div>
  )
}
