import { z } from 'zod'
import { t } from '../i18n/t'
import { LIMITS } from '../limits'

/** The cloud form of spec §5, with the field names the spec gives (nuvemNome, xtreamURL, …). */
export const cloudFormSchema = z.object({
  nuvemNome: z
    .string()
    .trim()
    .min(1, t('validation.cloudNameRequired'))
    .max(LIMITS.cloudNameMax, t('validation.cloudNameTooLong'))
    .regex(/^[\p{L}\p{N} _-]+$/u, t('validation.cloudNameChars')),
  xtreamURL: z
    .string()
    .trim()
    .min(1, t('validation.urlRequired'))
    .max(LIMITS.cloudUrlMax, t('validation.urlTooLong'))
    .refine(isHttpUrl, t('validation.urlInvalid')),
  xtreamUser: z
    .string()
    .trim()
    .min(1, t('validation.userRequired'))
    .max(LIMITS.cloudUserMax, t('validation.userTooLong')),
  xtreamPass: z
    .string()
    .min(1, t('validation.cloudPasswordRequired'))
    .max(LIMITS.cloudPasswordMax, t('validation.cloudPasswordTooLong')),
})
export type CloudForm = z.infer<typeof cloudFormSchema>

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/**
 * Spec §5: errors are joined with ', ' for the alert and the 'Dados inválidos' toast.
 * Only a field's first problem is named: "required" already says all there is to say.
 */
export function joinIssues(error: z.ZodError): string {
  const firstPerField = new Map<string, string>()
  for (const issue of error.issues) {
    const field = issue.path.join('.')
    if (!firstPerField.has(field)) firstPerField.set(field, issue.message)
  }
  return [...firstPerField.values()].join(', ')
}
