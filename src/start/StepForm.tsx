import type { ReactNode } from 'react'

/** A step of the sign-up: a form whose submit (Enter or its main button) runs `onSubmit`; the step checks its own. */
export function StepForm({ onSubmit, children }: { onSubmit(): void; children: ReactNode }) {
  return (
    <form
      className="st-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
