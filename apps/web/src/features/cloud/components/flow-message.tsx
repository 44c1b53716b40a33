import type { ReactNode } from 'react'

/** The shared shape of the cloud flow's end screens: an icon, the spec title, a text, actions. */
export function FlowMessage({
  icon,
  title,
  text,
  detail,
  children,
}: {
  icon: ReactNode
  title: string
  text: string
  detail?: string | null
  children?: ReactNode
}) {
  return (
    <>
      {icon}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
      {detail && (
        <p
          role="alert"
          className="rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-danger"
        >
          {detail}
        </p>
      )}
      {children && (
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>
      )}
    </>
  )
}
