import { useDeferredValue, type ReactNode } from 'react'
import { RowSkeleton } from '@/components/content/page-skeletons'

/**
 * The rows under the hero render a step after it: the commit that brings the home's data paints
 * the hero (a phone's largest picture) with row shapes below, then React renders the rows' cards
 * as a transition, in slices between which the browser paints and answers input. In one commit
 * the cards held the main thread for 100–200 ms of a phone's time before the hero could show
 * (bench/README.md, "Home's rows after its hero").
 */
export function DeferredRows({
  placeholders,
  children,
}: {
  placeholders: number
  children: ReactNode
}) {
  const ready = useDeferredValue(true, false)
  if (ready) return children
  return Array.from({ length: placeholders }, (_, row) => <RowSkeleton key={row} />)
}
