import { widgetPlugins } from '../../../src/widget/plugins'
import { wishlistPlugin } from './wishlist'

/** The composition root with the example plugin: adding a plugin is this one entry. */
export const examplePlugins = [...widgetPlugins, wishlistPlugin]
