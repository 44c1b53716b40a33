export * from './guide.schema'
export * from './guide.contract'
export * from './guide.paths'
export * from './catchup-rules'
