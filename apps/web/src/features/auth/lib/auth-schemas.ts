// The auth forms' schemas, imported on their first submit (lib/lazy-zod-resolver) so zod stays
// off the sign-in screens' first load.
export {
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from '@myflix/shared'
