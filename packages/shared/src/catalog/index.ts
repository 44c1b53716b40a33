export * from './catalog.schema'
export * from './adult'
