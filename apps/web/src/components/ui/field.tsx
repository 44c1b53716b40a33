import type { ReactNode } from 'react'
import { Label } from './label'

/** Label + control + the field's messages, wired for screen readers via `aria-describedby`. */
export function Field({
  id,
  label,
  messages,
  children,
}: {
  id: string
  label: string
  messages?: string[]
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {messages && messages.length > 0 && (
        <ul id={`${id}-error`} className="flex flex-col gap-1 text-sm text-danger">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
