export * from './library.schema'
export * from './library.contract'
export * from './progress-rules'
