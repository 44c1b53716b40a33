import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { InstallButton } from './install-button'
import { UpdateBanner } from './update-banner'

describe('UpdateBanner', () => {
  it('shows the spec texts; Atualizar updates, Depois and the close icon dismiss', async () => {
    const onUpdate = vi.fn()
    const onDismiss = vi.fn()
    render(<UpdateBanner onUpdate={onUpdate} onDismiss={onDismiss} />)
    expect(screen.getByRole('heading', { name: 'Atualização Disponível' })).toBeInTheDocument()
    expect(screen.getByText('Uma nova versão do myflix está disponível.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }))
    expect(onUpdate).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Depois' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })
})

describe('InstallButton', () => {
  it('appears when the browser offers an install and opens its dialog', async () => {
    render(<InstallButton />)
    expect(screen.queryByRole('button', { name: 'Instalar App' })).not.toBeInTheDocument()

    const prompt = vi.fn(async () => undefined)
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    })
    act(() => void window.dispatchEvent(offer))
    await userEvent.click(await screen.findByRole('button', { name: 'Instalar App' }))
    expect(prompt).toHaveBeenCalledOnce()
    // An offer is used once: the button goes until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Instalar App' })).not.toBeInTheDocument()
  })
})
