import { randomUUID } from 'node:crypto'
import { link, mkdir, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { t } from '@myflix/shared'
import type { Config } from '../../config/env'
import type { Logger } from '../../lib/logger'

export type MailKind = 'confirm' | 'reset'

export interface MailRequest {
  kind: MailKind
  to: string
  /** The link the user must open. */
  url: string
}

export interface Mailer {
  /** Never rejects: a failed delivery is logged, so callers may fire and forget. */
  send(mail: MailRequest): Promise<void>
  /** Where e-mails go, for the start-up line. */
  destination: string
  /** Waits for the deliveries under way, then releases the transport. */
  close(): Promise<void>
}

export interface ComposedMail {
  subject: string
  text: string
}

export function composeMail(kind: MailKind, url: string): ComposedMail {
  const [subject, intro] =
    kind === 'confirm'
      ? [t('auth.mail.confirmSubject'), t('auth.mail.confirmIntro')]
      : [t('auth.mail.resetSubject'), t('auth.mail.resetIntro')]
  return { subject, text: `${intro}\n\n${url}\n\n${t('auth.mail.ignore')}\n` }
}

/**
 * Sends through SMTP_URL when set. Without it, each e-mail is logged and written to DATA_DIR/outbox,
 * so a newcomer on the default start can still confirm an account.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: Logger,
): Mailer {
  const deliver = config.smtpUrl
    ? smtpDelivery(config.smtpUrl, config.mailFrom, logger)
    : outboxDelivery(join(config.dataDir, 'outbox'), logger)
  const pending = new Set<Promise<void>>()
  return {
    destination: deliver.destination,
    send(mail) {
      const delivery = deliver
        .send(mail)
        .catch((error: unknown) => logger.error({ err: error, kind: mail.kind }, 'mail failed'))
        .finally(() => pending.delete(delivery))
      pending.add(delivery)
      return delivery
    },
    async close() {
      await Promise.all(pending)
      deliver.close()
    },
  }
}

interface Delivery {
  destination: string
  send(mail: MailRequest): Promise<void>
  close(): void
}

function smtpDelivery(smtpUrl: string, from: string, logger: Logger): Delivery {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    destination: `SMTP ${new URL(smtpUrl).host}`,
    async send({ kind, to, url }) {
      await transport.sendMail({ from, to, ...composeMail(kind, url) })
      logger.info({ kind, to }, 'mail sent')
    },
    close: () => transport.close(),
  }
}

function outboxDelivery(outbox: string, logger: Logger): Delivery {
  return {
    destination: `${outbox} (and the log)`,
    async send({ kind, to, url }) {
      const mail = { kind, to, ...composeMail(kind, url), createdAt: new Date().toISOString() }
      logger.info({ to, subject: mail.subject, text: mail.text }, 'mail (no SMTP_URL: not sent)')
      // The links sign in and reset passwords: only the server's own user may read them.
      await mkdir(outbox, { recursive: true, mode: 0o700 })
      await writeUnique(outbox, `${mail.createdAt.replace(/[:.]/g, '-')}-${kind}`, mail)
    },
    close: () => {},
  }
}

// Two mails of one kind in the same millisecond must not overwrite each other, and a reader of the
// outbox never sees half a mail: it is written under a hidden name, then linked in whole (a link,
// unlike a rename, refuses a name that is taken).
async function writeUnique(dir: string, base: string, content: object): Promise<void> {
  const partial = join(dir, `.${base}-${randomUUID()}.partial`)
  await writeFile(partial, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx', mode: 0o600 })
  try {
    for (let attempt = 0; ; attempt++) {
      const name = attempt === 0 ? `${base}.json` : `${base}-${attempt}.json`
      try {
        await link(partial, join(dir, name))
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
    }
  } finally {
    await unlink(partial)
  }
}
