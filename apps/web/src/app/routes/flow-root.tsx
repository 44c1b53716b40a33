import { Outlet } from 'react-router'
import { FlowLayout } from '@/components/layouts/flow-layout'

/** Signed-in full-screen steps (cloud set-up) without the navigation chrome. */
export function FlowRootRoute() {
  return (
    <FlowLayout>
      <Outlet />
    </FlowLayout>
  )
}
