import type { ReactNode } from 'react'
import { Form } from '../../ui/Form'

/**
 * The frame of a settings section: its title, the form (submitted without the browser's own checks: the server's
 * errors go beside the fields), then what follows it (its activity).
 */
export function SectionFrame({
  id,
  title,
  intro,
  onSubmit,
  activity,
  children,
}: {
  id: string
  title: string
  /** What shows between the title and the form (the hours' 'Open now'). */
  intro?: ReactNode
  onSubmit(): void
  activity?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="ow-settings__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-heading">
        {title}
      </h3>
      {intro}
      <Form className="ow-form" noValidate onSubmit={() => onSubmit()}>
        {children}
      </Form>
      {activity}
    </section>
  )
}
