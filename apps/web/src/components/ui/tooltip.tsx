import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react'

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left'

export interface TooltipProps {
  label: string
  side?: TooltipSide
  children: ReactNode
}

/** How the layer below renders a tooltip: Radix's, once its code has loaded. */
export const TooltipLayerContext = createContext<((props: TooltipProps) => ReactNode) | null>(null)

const TooltipLayer = lazy(() =>
  import('./tooltip-layer').then((module) => ({ default: module.TooltipLayer })),
)

/**
 * Where tooltips can show. Radix's tooltip and its positioning (floating-ui, ~12 KB brotli) load
 * only while `enabled` (the desktop sidebar collapsed to icons), never on phones; until they have
 * loaded, the triggers render without tooltips.
 */
export function TooltipProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  if (!enabled) return children
  return (
    <Suspense fallback={children}>
      <TooltipLayer>{children}</TooltipLayer>
    </Suspense>
  )
}

/** A label beside its trigger; outside an enabled provider, the trigger alone. */
export function Tooltip(props: TooltipProps) {
  const renderTooltip = useContext(TooltipLayerContext)
  if (!renderTooltip) return props.children
  return renderTooltip(props)
}
