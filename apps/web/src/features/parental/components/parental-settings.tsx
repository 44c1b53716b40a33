import { useState } from 'react'
import { KeyRound, LockKeyhole, LockKeyholeOpen, ShieldCheck } from 'lucide-react'
import { t, type ParentalState } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { SettingsSection } from '@/components/ui/settings-section'
import { Switch } from '@/components/ui/switch'
import { notify } from '@/components/ui/toast'
import { useUnlockParental } from '@/hooks/use-parental-mutation'
import { ApiError } from '@/lib/api/transport'
import {
  useChangePin,
  useDisableParental,
  useEnableParental,
  useLockParental,
} from '../hooks/use-parental-actions'
import { useParentalSync } from '../hooks/use-parental-sync'
import type { PinDialogKind, PinValues } from '../lib/pin-dialog'
import { PinDialog } from './pin-dialog'

/** Spec §2 Configurações: the parental control switch and its PIN dialogs. */
export function ParentalSettings() {
  const parental = useParentalSync()
  const [dialog, setDialog] = useState<PinDialogKind | null>(null)
  const enable = useEnableParental()
  const disable = useDisableParental()
  const change = useChangePin()
  const unlock = useUnlockParental()
  const lock = useLockParental()

  if (parental.isPending) return <Spinner className="mx-auto" />
  if (parental.isError)
    return (
      <p role="alert" className="text-danger">
        {t('parental.loadFailed')}
      </p>
    )
  const state = parental.data

  const success = (title: string, description?: string) =>
    notify({ title, description, variant: 'success' })
  const run = async (kind: PinDialogKind, values: PinValues) => {
    const pin = values.pin ?? ''
    if (kind === 'enable-new') {
      await enable.mutateAsync({ pin: values.newPin ?? '', confirm: values.confirm ?? '' })
      success(t('parental.successTitle'), t('parental.enabled'))
    } else if (kind === 'enable-stored') {
      await enable.mutateAsync({ pin })
      success(t('parental.successTitle'), t('parental.enabled'))
    } else if (kind === 'disable') {
      await disable.mutateAsync(pin)
      // Spec §8 names 'Controle Parental Desativado' among the successes: the title of turning off.
      success(t('parental.disabledTitle'), t('parental.disabled'))
    } else if (kind === 'unlock') {
      await unlock.mutateAsync(pin)
      success(t('parental.grantedTitle'), t('parental.grantedDescription'))
    } else {
      await change.mutateAsync({
        currentPin: values.currentPin ?? '',
        newPin: values.newPin ?? '',
        confirm: values.confirm ?? '',
      })
      success(t('parental.changedTitle'), t('parental.changedDescription'))
    }
  }
  const onLock = async () => {
    try {
      await lock.mutateAsync()
      success(t('parental.successTitle'), t('parental.lockedAgain'))
    } catch (error) {
      const known = error instanceof ApiError
      notify({
        title: (known && error.title) || t('parental.errorTitle'),
        description: known ? error.message : t('parental.updateFailed'),
        variant: 'error',
      })
    }
  }
  const onToggle = (on: boolean) =>
    setDialog(on ? (state.hasPin ? 'enable-stored' : 'enable-new') : 'disable')

  return (
    <SettingsSection
      icon={ShieldCheck}
      title={t('parental.sectionTitle')}
      description={<p className="text-sm text-muted">{t('parental.switchHint')}</p>}
      control={
        <Switch
          aria-label={t('parental.switchLabel')}
          checked={state.enabled}
          onCheckedChange={onToggle}
        />
      }
    >
      {state.enabled && (
        <ParentalStatus
          state={state}
          onOpen={setDialog}
          onLock={() => void onLock()}
          locking={lock.isPending}
        />
      )}
      {dialog && (
        <PinDialog
          key={dialog}
          kind={dialog}
          onClose={() => setDialog(null)}
          onSubmit={(values) => run(dialog, values)}
        />
      )}
    </SettingsSection>
  )
}

function ParentalStatus({
  state,
  onOpen,
  onLock,
  locking,
}: {
  state: ParentalState
  onOpen: (kind: PinDialogKind) => void
  onLock: () => void
  locking: boolean
}) {
  const until = state.unlockedUntil ? new Date(state.unlockedUntil) : null
  const time = until?.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <p className="flex items-center gap-2 font-semibold" data-testid="parental-status">
        {until ? (
          <LockKeyholeOpen aria-hidden className="size-5 text-success" />
        ) : (
          <LockKeyhole aria-hidden className="size-5 text-muted" />
        )}
        {until ? t('parental.statusUnlocked', { time: time ?? '' }) : t('parental.statusLocked')}
      </p>
      <div className="flex flex-wrap gap-3">
        {until ? (
          <Button type="button" onClick={onLock} disabled={locking}>
            <LockKeyhole aria-hidden />
            {t('parental.lockAction')}
          </Button>
        ) : (
          <Button type="button" onClick={() => onOpen('unlock')}>
            <LockKeyholeOpen aria-hidden />
            {t('parental.unlockAction')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => onOpen('change')}>
          <KeyRound aria-hidden />
          {t('parental.changeAction')}
        </Button>
      </div>
    </div>
  )
}
