import { Alert } from './alert'

/** The inline problem box of a form: a bold title and the message. */
export function FormAlert({ problem }: { problem: { title: string; message: string } | null }) {
  if (!problem) return null
  return (
    <Alert>
      <p className="font-semibold">{problem.title}</p>
      <p>{problem.message}</p>
    </Alert>
  )
}
