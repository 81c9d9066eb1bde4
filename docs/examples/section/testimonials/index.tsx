import { defineSection } from '../../../../src/registry/define-section'
import { testimonialsSchema } from './schema'
import { Testimonials } from './Testimonials'

/** 'Testimonials': its schema plus its render. */
export const testimonials = defineSection({
  schema: testimonialsSchema, // name, owner, fields, anchor; the codec is derived from it
  render: Testimonials, // a component taking SectionProps<TestimonialsValues>
})
