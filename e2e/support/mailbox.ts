import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface CapturedMail {
  to: string
  subject: string
  text: string
}

export interface Mailbox {
  url: string
  messages: CapturedMail[]
  /** Waits for the newest mail to `to` whose subject matches, and returns it. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<CapturedMail>
  close(): Promise<void>
}

/** A real SMTP server on loopback that keeps every message the app sends. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []]
            .flat()
            .flatMap((a) => a.value.map((v) => v.address ?? ''))
            .join(',')
          messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = messages.findLast((m) => m.to.includes(to) && subject.test(m.subject))
        if (found) return found
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first http(s) link in a mail's text. */
export function firstLink(mail: CapturedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text)
  if (!match) throw new Error(`no link in mail "${mail.subject}"`)
  return match[0]
}
