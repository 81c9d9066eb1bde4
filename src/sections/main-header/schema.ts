import { defineSchema, image, longText, text } from '../../registry/section-schema'

/**
 * 'Main Header': the hero. The page's header: the document head and link previews take its name, title, sub title and
 * logo.
 */
export const mainHeaderSchema = defineSchema({
  name: 'Main Header',
  owner: 'sections/main-header',
  fields: {
    logo: image('Logo'),
    logoText: text('Logo Text'),
    tagline: text('Tagline'),
    title: text('Title', { required: true }),
    subTitle: longText('Sub Title'),
    button1Text: text('Button 1 Text'),
    button2Text: text('Button 2 Text'),
  },
  head: (values) => ({
    siteName: values.logoText,
    title: values.title,
    description: values.subTitle,
    image: values.logo,
  }),
})
