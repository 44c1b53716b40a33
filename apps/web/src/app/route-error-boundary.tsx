import { Component, lazy, Suspense, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner'

const RouteErrorRoute = lazy(async () => ({
  default: (await import('./routes/route-error')).RouteErrorRoute,
}))

type Props = { children: ReactNode; pathname: string }
type State = { failed: boolean; pathname: string }

class Boundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  // The failure belongs to the page it happened on: moving to another page tries again.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <RouteErrorRoute />
      </Suspense>
    )
  }
}

/** A screen that throws, or whose code fails to load (a new deploy while offline), shows the error page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <Boundary pathname={pathname}>{children}</Boundary>
}
