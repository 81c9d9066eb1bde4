// The published page's stylesheet (the server inlines it): what the React app's entry brings with the sections and
// the templates (`sections/index.ts`, `templates/*`), imported here without their components. A template or a
// section group with a stylesheet of its own adds it here; so does the product page (`src/product`, server-rendered
// only).
import '../styles/global.css'
import '../styles/site.css'
import '../sections/sections.css'
import '../templates/product-v1/product-v1.css'
import '../product/product-page.css'
