import type { SectionProps } from '../../../../src/registry/define-section'
import type { ValuesOf } from '../../../../src/registry/section-schema'
import { SectionButton } from '../../../../src/sections/shared/SectionButton'
import type { testimonialsSchema } from './schema'

/** The decoded values: `ValuesOf` the schema's fields, never written by hand. */
export type TestimonialsValues = ValuesOf<typeof testimonialsSchema.fields>

/** Customers' words as cards, with an optional button (the contact form, or its `Button Link`). */
export function Testimonials({ values, context }: SectionProps<TestimonialsValues>) {
  return (
    <section className="wrap testimonials" id={context.anchor} tabIndex={-1}>
      <h2>{values.title}</h2>
      <div className="pv1-grid">
        {values.testimonials.map((testimonial, index) => (
          <figure key={index} className="card">
            {testimonial.photo && <img src={testimonial.photo} alt="" width={64} height={64} />}
            <blockquote>{testimonial.quote}</blockquote>
            <figcaption>{testimonial.author}</figcaption>
          </figure>
        ))}
      </div>
      {values.buttonText && <SectionButton text={values.buttonText} link={values.buttonLink} context={context} />}
    </section>
  )
}
