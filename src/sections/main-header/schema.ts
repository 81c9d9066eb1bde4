import { defineSchema, image, longText, text } from '../../registry/section-schema'

/** 'Main Header': the hero. The page's header: the document head and link previews take its name, title, sub title and logo. */
export const mainHeaderSchema = defineSchema({
  name: 'Main Header',
  owner: 'sections/main-header',
  fields: {
    logo: image('Logo', { label: 'logo' }),
    logoText: text('Logo Text', { label: 'logoText' }),
    tagline: text('Tagline', { label: 'tagline' }),
    title: text('Title', { label: 'title', required: true }),
    subTitle: longText('Sub Title', { label: 'subTitle' }),
    button1Text: text('Button 1 Text', { label: 'heroButton1' }),
    button2Text: text('Button 2 Text', { label: 'heroButton2' }),
  },
  head: (values) => ({ siteName: values.logoText, title: values.title, description: values.subTitle, image: values.logo }),
})
