import { defineSection } from '../../registry/define-section'
import { MainHeader } from './MainHeader'
import { mainHeaderSchema } from './schema'

/** 'Main Header': the hero. */
export const mainHeader = defineSection({ schema: mainHeaderSchema, render: MainHeader })
