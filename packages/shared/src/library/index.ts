export * from './library.schema'
export * from './library.contract'
export * from './library.paths'
export * from './progress-rules'
