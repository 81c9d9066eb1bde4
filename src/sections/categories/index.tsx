import { defineSection } from '../../registry/define-section'
import { Categories } from './Categories'
import { categoriesSchema } from './schema'

/** 'Categories': the shop's categories as tiles into their own pages. */
export const categories = defineSection({ schema: categoriesSchema, render: Categories })
