import { defineSection } from '../../registry/define-section'
import { MainHeader, MainHeaderValues } from './MainHeader'

/** 'Main Header' (§2): the hero. */
export const mainHeader = defineSection({
  name: 'Main Header',
  owner: 'sections/main-header',
  codec: MainHeaderValues,
  render: MainHeader,
})
