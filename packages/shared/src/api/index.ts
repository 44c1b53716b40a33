export * from './envelope'
export * from './clouds.contract'
export * from './catalog.contract'
export * from './media.contract'
