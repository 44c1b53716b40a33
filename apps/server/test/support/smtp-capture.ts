import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string
  subject: string
  text: string
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',')
          mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` with this subject that has not been taken yet. */
    async take(to: string, subject: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const index = mails.findIndex((mail) => mail.to === to && mail.subject === subject)
        if (index >= 0) return mails.splice(index, 1)[0] as CapturedMail
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The one http(s) link in a mail body. */
export function linkIn(mail: CapturedMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in: ${mail.text}`)
  return new URL(match[0])
}
