import { z } from 'zod'
import { t } from '../i18n/t'
import { LIMITS } from '../limits'

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, t('validation.emailTooLong'))
  .pipe(z.email(t('validation.emailInvalid')))

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, t('validation.passwordRequired')),
})
export type LoginInput = z.infer<typeof loginSchema>

/** The registration password rules; each rule reports its own message. */
export const newPasswordSchema = z
  .string()
  .min(LIMITS.accountPasswordMin, t('validation.passwordMin'))
  .max(LIMITS.accountPasswordMax, t('validation.passwordMax'))
  .regex(/[A-Z]/, t('validation.passwordUppercase'))
  .regex(/[a-z]/, t('validation.passwordLowercase'))
  .regex(/[0-9]/, t('validation.passwordDigit'))
  .regex(/[^A-Za-z0-9]/, t('validation.passwordSpecial'))

const confirmed = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: t('validation.passwordsMismatch'),
    })
  }
}

export const registerSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, t('validation.confirmRequired')),
  })
  .superRefine(confirmed)
export type RegisterInput = z.infer<typeof registerSchema>

export const resetRequestSchema = z.object({ email: emailSchema })
export type ResetRequestInput = z.infer<typeof resetRequestSchema>

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, t('validation.confirmRequired')),
  })
  .superRefine(confirmed)
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
