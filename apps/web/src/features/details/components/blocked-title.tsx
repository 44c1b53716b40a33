import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { LockKeyhole, LockKeyholeOpen } from 'lucide-react'
import { isPinFormatValid, t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { PinInput } from '@/components/ui/pin-input'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useUnlockParental } from '@/hooks/use-parental-mutation'
import { ApiError } from '@/lib/api/transport'

/** What the PIN box says when the unlock is refused: one message, under the box. */
function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return t('parental.saveError')
  return error.status === 403 ? t('parental.tryAgain') : error.message
}

/**
 * A title opened by its address while parental control hides it: says so and asks the PIN right
 * here. The unlock refetches every catalogue query, this title's details among them, so the page
 * turns into the title without leaving it.
 */
export function BlockedTitle() {
  const unlock = useUnlockParental()
  const [pin, setPin] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isPinFormatValid(pin) || unlock.isPending) return
    setError(null)
    try {
      await unlock.mutateAsync(pin)
      notify({
        title: t('parental.grantedTitle'),
        description: t('parental.grantedDescription'),
        variant: 'success',
      })
    } catch (refused) {
      setError(refusalText(refused))
      setPin('')
    }
  }

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="sr-only">{t('screens.details')}</h1>
      <LockKeyhole aria-hidden className="size-12 text-muted" />
      <p className="text-lg font-semibold">{t('parental.contentBlocked')}</p>
      <p className="max-w-sm text-muted">{t('parental.contentBlockedHint')}</p>
      <form
        onSubmit={(event) => void submit(event)}
        className="flex w-full max-w-56 flex-col gap-3 text-left"
      >
        <PinInput
          id="blocked-title-pin"
          label={t('parental.pinLabel')}
          value={pin}
          autoFocus
          error={error}
          onChange={(value) => {
            setError(null)
            setPin(value)
          }}
        />
        <Button type="submit" disabled={!isPinFormatValid(pin) || unlock.isPending}>
          <LockKeyholeOpen aria-hidden />
          {t('parental.unlockAction')}
        </Button>
      </form>
      <Button asChild variant="secondary">
        <Link to={paths.home.getHref()}>{t('common.backHome')}</Link>
      </Button>
    </div>
  )
}
