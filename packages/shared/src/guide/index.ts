export * from './guide.schema'
export * from './guide.contract'
export * from './catchup-rules'
