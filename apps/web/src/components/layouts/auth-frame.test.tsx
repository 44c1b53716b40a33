import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BRAND_MARKUP } from '../../../brand-shell.config'
import { AuthFrame } from './auth-frame'

describe('AuthFrame', () => {
  it("is what the signed-out shell paints before the app's code (brand-shell.config.ts)", () => {
    // The same element, classes and text: the brand stays put when React takes the page over.
    expect(render(<AuthFrame />).container.innerHTML).toBe(BRAND_MARKUP)
  })
})
