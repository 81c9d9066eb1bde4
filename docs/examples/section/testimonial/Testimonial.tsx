import type * as t from 'io-ts'
import type { SectionProps } from '../../../../src/registry/define-section'
import { many, one, optional, SafeUrl, sectionValues } from '../../../../src/registry/section-fields'
import { SectionButton } from '../../../../src/sections/shared/SectionButton'

/** A Testimonial's `values[]` (key/value pairs), decoded: one field per key. */
export const TestimonialValues = sectionValues('Testimonial', {
  quote: one('Quote'), // required: a missing or empty value fails with its path
  author: one('Author'),
  photo: optional('Photo', SafeUrl), // '/path', '?query' or https:// only
  tags: many('Tag', { max: 5 }), // a repeated key becomes an array, in order
  buttonText: optional('Button Text'),
  buttonLink: optional('Button Link', SafeUrl), // only used with a Button Text
})
export type TestimonialValues = t.TypeOf<typeof TestimonialValues>

/** A customer's words, with an optional button (the contact form, or its `Button Link`). */
export function Testimonial({ values, context }: SectionProps<TestimonialValues>) {
  return (
    <figure className="card testimonial">
      {values.photo && <img src={values.photo} alt="" width={64} height={64} />}
      <blockquote>{values.quote}</blockquote>
      <figcaption>{values.author}</figcaption>
      {values.tags.length > 0 && (
        <ul className="testimonial__tags" role="list">
          {values.tags.map((tag, index) => (
            <li key={index}>{tag}</li>
          ))}
        </ul>
      )}
      {values.buttonText && <SectionButton text={values.buttonText} link={values.buttonLink} context={context} />}
    </figure>
  )
}
