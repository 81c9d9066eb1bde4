import { defineSection } from '../../registry/define-section'
import { MainHeader, MainHeaderValues } from './MainHeader'

/** 'Main Header' (docs/product.md, 'Screens and routes'): the hero. */
export const mainHeader = defineSection({
  name: 'Main Header',
  owner: 'sections/main-header',
  codec: MainHeaderValues,
  render: MainHeader,
})
