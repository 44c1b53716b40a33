import { HomePage } from '@/features/catalog/components/home-page'

export function HomeRoute() {
  return <HomePage />
}
