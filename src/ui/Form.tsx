import type { FormHTMLAttributes, ReactNode, Ref } from 'react'

/**
 * A form the page submits itself: Enter or its submit button runs `onSubmit`, never the browser's own navigation.
 * Other attributes (`noValidate`, the accessible name, keys) are the form's own.
 *
 * @example
 * <Form className="ow-form" noValidate onSubmit={() => void store.save()}>…</Form>
 */
export function Form({
  onSubmit,
  ref,
  children,
  ...attributes
}: {
  onSubmit(): void
  ref?: Ref<HTMLFormElement>
  children: ReactNode
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  return (
    <form
      ref={ref}
      {...attributes}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
