export * from './watch-rules'
