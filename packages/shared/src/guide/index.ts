export * from './guide.schema'
export * from './guide.contract'
