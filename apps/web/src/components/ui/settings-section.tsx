import { useId, type ComponentType, type ReactNode } from 'react'

type SettingsSectionProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  title: string
  /** What the section says under its title (labels, hints). */
  description: ReactNode
  /** The section's own control, at the head's end (a switch). */
  control: ReactNode
  /** What follows the head (a status, a dialog). */
  children?: ReactNode
}

/** One card of Configurações: an icon, a title with its words, and the control beside them. */
export function SettingsSection({
  icon: Icon,
  title,
  description,
  control,
  children,
}: SettingsSectionProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex items-start gap-4">
        <Icon aria-hidden className="mt-1 size-6 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {description}
        </div>
        {control}
      </div>
      {children}
    </section>
  )
}
