import type { ScaleName } from './catalogue/categories'

export type PanelFamily = 'xc2' | 'xui'
/** `lapsed` is an active status whose exp_date already passed (seen on emulators). */
export type AccountState = 'active' | 'expired' | 'disabled' | 'banned' | 'lapsed'
export type AccountFault =
  | 'slow'
  | '429'
  | '500'
  | 'html'
  | 'empty'
  | 'truncated'
  | 'login'
  /** The catalogue answers, the streaming servers do not (503 on every stream). */
  | 'streams'

/** The catalogue is sound; only xmltv.php misbehaves (see guide/guide-faults.ts). */
export type GuideFault = 'huge' | 'truncated' | 'baddates' | 'bomb' | 'encoding' | 'empty'

export interface DemoAccount {
  username: string
  /** Always equal to the username, to keep the demo easy to type. */
  password: string
  family: PanelFamily
  scale: ScaleName
  state: AccountState
  fault?: AccountFault
  guide?: GuideFault
  /** `hang`: every poster, cover and still points at an address that never answers. */
  posters?: 'hang'
  /** unix seconds as a string, or null for an unlimited line */
  expDate: string | null
}

const FUTURE = '1893456000' // 2030-01-01
const PAST = '1735689600' // 2025-01-01

function account(
  username: string,
  family: PanelFamily,
  rest: Partial<Omit<DemoAccount, 'username' | 'password' | 'family'>> = {},
): DemoAccount {
  return {
    username,
    password: username,
    family,
    scale: 'small',
    state: 'active',
    expDate: FUTURE,
    ...rest,
  }
}

export const DEMO_ACCOUNTS = {
  demo: account('demo', 'xui'),
  xc: account('xc', 'xc2'),
  big: account('big', 'xui', { scale: 'big', expDate: null }),
  huge: account('huge', 'xui', { scale: 'huge', expDate: null }),
  expired: account('expired', 'xc2', { state: 'expired', expDate: PAST }),
  expiredxui: account('expiredxui', 'xui', { state: 'expired', expDate: PAST }),
  lapsed: account('lapsed', 'xc2', { state: 'lapsed', expDate: PAST }),
  disabled: account('disabled', 'xc2', { state: 'disabled' }),
  banned: account('banned', 'xc2', { state: 'banned' }),
  slow: account('slow', 'xui', { fault: 'slow' }),
  fault429: account('fault429', 'xui', { fault: '429' }),
  fault500: account('fault500', 'xui', { fault: '500' }),
  faulthtml: account('faulthtml', 'xui', { fault: 'html' }),
  faultempty: account('faultempty', 'xui', { fault: 'empty' }),
  faulttruncated: account('faulttruncated', 'xui', { fault: 'truncated' }),
  faultlogin: account('faultlogin', 'xui', { fault: 'login' }),
  faultstreams: account('faultstreams', 'xui', { fault: 'streams' }),
  deadposters: account('deadposters', 'xui', { posters: 'hang' }),
  epghuge: account('epghuge', 'xui', { guide: 'huge' }),
  epgtruncated: account('epgtruncated', 'xui', { guide: 'truncated' }),
  epgbaddates: account('epgbaddates', 'xc2', { guide: 'baddates' }),
  epgbomb: account('epgbomb', 'xui', { guide: 'bomb' }),
  epgencoding: account('epgencoding', 'xc2', { guide: 'encoding' }),
  epgempty: account('epgempty', 'xui', { guide: 'empty' }),
} as const satisfies Record<string, DemoAccount>

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS

export function findAccount(username: string): DemoAccount | undefined {
  return Object.hasOwn(DEMO_ACCOUNTS, username)
    ? DEMO_ACCOUNTS[username as DemoAccountName]
    : undefined
}

/** Credentials that a panel of this family would accept for catalogue and stream calls. */
export function canUseCatalogue(account: DemoAccount): boolean {
  return account.state === 'active' || account.state === 'lapsed'
}
