import { defineSection } from '../../../../src/registry/define-section'
import { Testimonial, TestimonialValues } from './Testimonial'

/** 'Testimonial': a customer's quote, as a card. */
export const testimonial = defineSection({
  name: 'Testimonial', // the `name` stored in pages
  owner: 'sections/testimonial', // named if another definition claims the same name
  codec: TestimonialValues, // values[] → TestimonialValues
  render: Testimonial, // a component taking SectionProps<TestimonialValues>
  layout: 'card', // consecutive Testimonials share one card grid
})
