import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChannelLogo } from './channel-logo'
import { fallbackPoster } from './fallback-posters'

const logo = () => screen.getByRole('presentation') as HTMLImageElement

describe('ChannelLogo', () => {
  it("shows the channel's image at the size asked for, and the fallback without one", () => {
    const { rerender } = render(
      <ChannelLogo channel={{ id: '7', image: '/img/7.png' }} size={36} />,
    )
    expect(logo().getAttribute('src')).toBe('/img/7.png')
    expect(logo()).toHaveAttribute('width', '36')
    expect(logo().style.width).toBe('36px')
    rerender(<ChannelLogo channel={{ id: '7', image: null }} />)
    expect(logo().getAttribute('src')).toBe(fallbackPoster('live', '7'))
    expect(logo()).toHaveAttribute('width', '48')
  })

  it('falls back when the image breaks, and tries the logo of the next channel a row shows', () => {
    const { rerender } = render(<ChannelLogo channel={{ id: '7', image: '/img/7.png' }} />)
    fireEvent.error(logo())
    expect(logo().getAttribute('src')).toBe(fallbackPoster('live', '7'))
    fireEvent.error(logo())
    expect(logo().getAttribute('src')).toBe(fallbackPoster('live', '7'))
    rerender(<ChannelLogo channel={{ id: '8', image: '/img/8.png' }} />)
    expect(logo().getAttribute('src')).toBe('/img/8.png')
  })
})
