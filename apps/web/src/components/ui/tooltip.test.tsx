import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tooltip, TooltipProvider } from './tooltip'

function Sidebar({ collapsed }: { collapsed: boolean }) {
  return (
    <TooltipProvider enabled={collapsed}>
      <Tooltip label="Filmes">
        <button type="button">F</button>
      </Tooltip>
    </TooltipProvider>
  )
}

describe('tooltips', () => {
  it('shows the label beside an icon once the layer has loaded', async () => {
    const user = userEvent.setup()
    render(<Sidebar collapsed />)
    // The trigger renders at once, before Radix's code arrives.
    expect(screen.getByRole('button', { name: 'F' })).toBeInTheDocument()
    // Then Radix's trigger takes its place.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'F' })).toHaveAttribute('data-state', 'closed'),
    )
    await user.tab()
    expect(await screen.findByRole('tooltip', { name: 'Filmes' })).toBeInTheDocument()
  })

  it('shows none where tooltips are off (the expanded sidebar, phones)', async () => {
    const user = userEvent.setup()
    render(<Sidebar collapsed={false} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'F' })).toHaveFocus()
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})
