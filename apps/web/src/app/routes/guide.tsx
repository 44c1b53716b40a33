import { GuidePage } from '@/features/guide/components/guide-page'

export function GuideRoute() {
  return <GuidePage />
}
