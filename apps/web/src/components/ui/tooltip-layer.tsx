import type { ReactNode } from 'react'
import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { TooltipLayerContext, type TooltipProps } from './tooltip'

const renderTooltip = ({ label, side = 'right', children }: TooltipProps) => (
  <TooltipPrimitive.Root>
    <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        side={side}
        sideOffset={8}
        className="z-50 rounded-md border border-border bg-surface-raised px-2.5 py-1.5 text-sm text-foreground shadow-lg"
      >
        {label}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  </TooltipPrimitive.Root>
)

/** Spec §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export function TooltipLayer({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <TooltipLayerContext value={renderTooltip}>{children}</TooltipLayerContext>
    </TooltipPrimitive.Provider>
  )
}
