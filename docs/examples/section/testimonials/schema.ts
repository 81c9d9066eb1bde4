import { defineSchema, image, link, list, longText, text } from '../../../../src/registry/section-schema'

/** 'Testimonials': customers' words, each quote kept with its author. Pure data: no React. */
export const testimonialsSchema = defineSchema({
  name: 'Testimonials', // the `name` stored in pages
  owner: 'sections/testimonials', // named if another schema claims the same name
  anchor: 'testimonials', // <section id="testimonials">: a link to #testimonials scrolls here
  links: ['direct_buy'], // the chat deep links its Button Link may open (the editor offers them)
  fields: {
    title: text('Title', { required: true, max: 80 }),
    testimonials: list('Testimonials', {
      max: 6,
      fields: {
        quote: longText('Quote', { required: true, max: 400 }), // first field: starts a record
        author: text('Author', { required: true }),
        photo: image('Photo'),
      },
    }),
    buttonText: text('Button Text'),
    buttonLink: link('Button Link'), // only used with a Button Text
  },
})
