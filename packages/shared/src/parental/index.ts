export * from './access'
export * from './pin-rules'
export * from './parental.contract'
export * from './parental.paths'
