import { useEffect, useRef, type ReactNode } from 'react'

/** A step's title: focused when the step opens, so a keyboard or screen reader user starts at the new step. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <h1 ref={ref} tabIndex={-1} className="st-title">
      {children}
    </h1>
  )
}
