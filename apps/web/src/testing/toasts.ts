import { screen, waitFor } from '@testing-library/react'

/** Every toast sonner currently renders. */
export function visibleToasts(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'))
}

/** Waits until exactly one toast is on screen and returns it. */
export async function findToast(): Promise<HTMLElement> {
  await screen.findByRole('region', { name: /notificações/i })
  let toast: HTMLElement | undefined
  await waitFor(() => {
    const toasts = visibleToasts()
    if (toasts.length !== 1) throw new Error(`expected one toast, found ${toasts.length}`)
    toast = toasts[0]
  })
  return toast!
}
