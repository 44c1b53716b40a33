import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A zod resolver for react-hook-form whose schema, zod and the resolver load on the first
 * validation (a submit), not with the screen: the sign-in screens paint without them.
 */
export function lazyZodResolver<T extends FieldValues>(
  load: () => Promise<z.ZodType<T, T>>,
): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<T>,
    )
    try {
      return await (
        await resolver
      )(values, context, options)
    } catch (error) {
      // A chunk that failed to load (offline) is tried again on the next submit.
      resolver = undefined
      throw error
    }
  }
}
