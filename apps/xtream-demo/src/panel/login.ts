import type { DemoAccount } from '../accounts'
import { PANEL_TIMEZONE, panelTime } from './panel-time'
import type { UrlContext } from './url-context'

const STATUS = {
  active: 'Active',
  lapsed: 'Active',
  expired: 'Expired',
  disabled: 'Disabled',
  banned: 'Banned',
} as const

/** The no-action answer: user_info + server_info, typed the way each family types them. */
export function loginObject(account: DemoAccount, ctx: UrlContext, nowSeconds: number) {
  const xui = account.family === 'xui'
  return {
    user_info: {
      username: account.username,
      password: account.password,
      message: 'Bem-vindo ao provedor de demonstração do myflix',
      auth: 1,
      status: STATUS[account.state],
      exp_date: account.expDate,
      is_trial: '0',
      active_cons: xui ? 0 : '0',
      created_at: '1735084800',
      max_connections: xui ? '2' : '1',
      allowed_output_formats: ['m3u8', 'ts'],
    },
    server_info: {
      ...(xui ? { xui: true, version: '1.5.13', revision: null } : {}),
      url: ctx.hostname,
      port: ctx.port,
      https_port: '',
      server_protocol: ctx.protocol,
      rtmp_port: '8880',
      timezone: PANEL_TIMEZONE,
      timestamp_now: nowSeconds,
      time_now: panelTime(nowSeconds),
      process: true,
    },
  }
}
