import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { cloudFormSchema, t, type CloudForm } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { paths } from '@/config/paths'
import { useFormFeedback } from '@/hooks/use-form-feedback'
import { cloudsKeys, saveCloud, validateCloud } from '@/lib/api/clouds'
import { fieldMessages } from '@/lib/form-errors'
import { nuvemOf, useAppStore } from '@/stores/app-store'
import { addCloud } from '../lib/add-cloud'
import { writeStoredCloud } from '../lib/stored-cloud'

const DEMO_PATH = '/demo-xtream'

type TextField = Exclude<keyof CloudForm, 'xtreamPass'>
const TEXT_FIELDS: { name: TextField; label: string; placeholder?: string; type?: string }[] = [
  {
    name: 'nuvemNome',
    label: t('cloud.form.nameLabel'),
    placeholder: t('cloud.form.namePlaceholder'),
  },
  {
    name: 'xtreamURL',
    label: t('cloud.form.urlLabel'),
    placeholder: t('cloud.form.urlPlaceholder'),
    type: 'url',
  },
  { name: 'xtreamUser', label: t('cloud.form.userLabel') },
]

/** /form-nuvem: spec §5 rules, then §4 Adding (validate → save → process). */
export function CloudFormPanel() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const setNuvem = useAppStore((state) => state.setNuvem)
  const { problem, report, onInvalid, clear } = useFormFeedback()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CloudForm>({
    resolver: zodResolver(cloudFormSchema),
    defaultValues: { nuvemNome: '', xtreamURL: '', xtreamUser: '', xtreamPass: '' },
  })

  const onValid = async (values: CloudForm) => {
    clear()
    const outcome = await addCloud(values, { validate: validateCloud, save: saveCloud })
    if (outcome.kind === 'refused') return report(t('cloud.form.failureTitle'), outcome.message)
    if (outcome.kind === 'connection-failure') {
      return navigate(paths.cloudFailure.getHref(), { state: { message: outcome.message } })
    }
    const nuvem = nuvemOf(outcome.cloud)
    setNuvem(nuvem)
    writeStoredCloud(nuvem)
    // The lists and account cached so far belong to the cloud this one replaced.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== cloudsKeys.all[0] })
    await navigate(paths.cloudLoading.getHref(), { replace: true })
  }

  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) void navigate(-1)
    else void navigate(paths.addInitialCloud.getHref())
  }

  const describedBy = (name: keyof CloudForm) => (errors[name] ? `cloud-${name}-error` : undefined)

  return (
    <div className="flex w-full flex-col gap-6 text-left">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="icon" onClick={goBack} aria-label={t('common.back')}>
          <ArrowLeft />
        </Button>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('screens.cloudForm')}
          </h1>
          <p className="text-muted">{t('cloud.form.description')}</p>
        </div>
      </div>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
        <FormAlert problem={problem} />
        {TEXT_FIELDS.map(({ name, label, placeholder, type }) => (
          <Field
            key={name}
            id={`cloud-${name}`}
            label={label}
            messages={fieldMessages(errors, name)}
          >
            <Input
              id={`cloud-${name}`}
              type={type ?? 'text'}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={placeholder}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
              {...register(name)}
            />
          </Field>
        ))}
        <Field
          id="cloud-xtreamPass"
          label={t('cloud.form.passwordLabel')}
          messages={fieldMessages(errors, 'xtreamPass')}
        >
          <PasswordInput
            id="cloud-xtreamPass"
            autoComplete="off"
            aria-invalid={errors.xtreamPass ? true : undefined}
            aria-describedby={describedBy('xtreamPass')}
            {...register('xtreamPass')}
          />
        </Field>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('cloud.form.submitting') : t('cloud.form.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        {t('cloud.form.demoHint', { url: `${window.location.origin}${DEMO_PATH}` })}
      </p>
    </div>
  )
}
