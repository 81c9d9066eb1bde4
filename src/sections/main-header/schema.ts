import { defineSchema, image, link, longText, text } from '../../registry/section-schema'
import { chatLinks } from '../shared/button-fields'

/**
 * 'Main Header': the hero. The page's header: the document head and link previews take its name, title, sub title and
 * logo.
 */
export const mainHeaderSchema = defineSchema({
  name: 'Main Header',
  owner: 'sections/main-header',
  links: chatLinks,
  fields: {
    logo: image('Logo'),
    logoText: text('Logo Text'),
    tagline: text('Tagline'),
    title: text('Title', { required: true }),
    subTitle: longText('Sub Title'),
    button1Text: text('Button 1 Text'),
    button1Link: link('Button 1 Link', { default: '#final-cta' }),
    button2Text: text('Button 2 Text'),
    button2Link: link('Button 2 Link', { default: '#results' }),
  },
  head: (values) => ({
    siteName: values.logoText,
    title: values.title,
    description: values.subTitle,
    image: values.logo,
  }),
})
