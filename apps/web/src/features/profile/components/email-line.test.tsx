import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmailLine } from './email-line'

describe('EmailLine', () => {
  it('wraps a long e-mail only at the @, truncating each piece, with the whole in its title', () => {
    const email = 'navegante.com.um.nome.bem.comprido1764067@exemplo-de-provedor.com.br'
    render(<EmailLine email={email} />)
    const line = screen.getByTestId('profile-email')
    expect(line).toHaveTextContent(email)
    expect(line).toHaveAttribute('title', email)
    expect(line.className).not.toMatch(/break-all|break-words|wrap-anywhere/)
    const pieces = Array.from(line.children).map((piece) => piece.textContent)
    expect(pieces).toEqual([
      'navegante.com.um.nome.bem.comprido1764067',
      '@exemplo-de-provedor.com.br',
    ])
    for (const piece of line.children) expect(piece.className).toMatch(/\btruncate\b/)
  })
})
