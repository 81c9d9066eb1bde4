import { defineSchema, longText, text } from '../../registry/section-schema'

const heading = (name: 'Section 1' | 'Section 2' | 'Section 3', anchor: string) =>
  defineSchema({
    name,
    owner: 'sections/section-heading',
    anchor,
    fields: { title: text('Title', { required: true }), subTitle: longText('Sub Title') },
  })

/** 'Section 1': the heading above the Section 1 cards. */
export const section1Schema = heading('Section 1', 'services')
/** 'Section 2': the heading above the Section 2 cards. */
export const section2Schema = heading('Section 2', 'approach')
/** 'Section 3': the heading above the Section 3 cards; the hero's second button scrolls here. */
export const section3Schema = heading('Section 3', 'results')
