import { ptBR, type Catalogue } from './pt-br'

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** Every dotted key of the catalogue; a missing key is a compile error. */
export type MessageKey = Leaves<Catalogue>

/** Looks a key up and fills `{name}` placeholders. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  let node: unknown = ptBR
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  const text = node as string
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}
