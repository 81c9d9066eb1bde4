/**
 * Demo catalogue for "Kesar Kitchen" (Jaipur): topics, dispatch points, categories, catalogues and items.
 * Plain data, no database code; the seeder maps keys to generated ids.
 *
 * Money is integer paise (₹180 is 18000). Weights are grams, dimensions centimetres.
 * Food carries 5% GST, services 18%.
 *
 * Cases worth knowing when testing:
 * - out of stock: the 500 g variant of Kashmiri Lal Mirch Powder (`var-kashmiri-mirch-500g`) is the only stock-0 variant;
 * - price on request (`priceVisible: false`): Wholesale Masala Tins, Pickle Barni for Restaurants;
 * - not shippable (local pickup in Jaipur): Jaipuri Ghevar, Mawa Kachori;
 * - dispatch: most products ship from Jaipur; Besan Ladoo ships from Delhi first, Methi Mathri only from Delhi;
 *   Jaipur delivers all over India, Delhi only to Delhi and its neighbours (so Methi Mathri cannot reach Jaipur).
 */

export type CatalogueType = 'product' | 'service'

export interface DemoTopic {
  _id: string
  name: string
  description: string
  image: string
}

export interface DemoDispatchPoint {
  key: string
  name: string
  /** Street address (the owner edits it in Settings, Delivery). */
  address: string
  pincode: string
  city: string
  state: string
  /** Where it delivers: states (any case) and pincode prefixes; an address matching either is served. */
  servesStates: string[]
  servesPincodePrefixes: string[]
  /** Paise per shipment, plus paise per started kilogram of `shipping.weight`. */
  baseCharge: number
  perKgCharge: number
  /** Goods of at least this value (paise, with GST) ship free; null: never free. */
  freeShippingAbove: number | null
}

export interface DemoCategory {
  key: string
  name: string
  image: string
  catalogueType: CatalogueType
}

export interface DemoCatalogue {
  key: string
  categoryKey: string
  topicId: string
  catalogueType: CatalogueType
  name: string
  description: string
}

export interface DemoVariant {
  _id: string
  name: string
  basePrice: number
  salePrice: number
  stock: number
}

export interface DemoPackage {
  _id: string
  name: string
  price: number
  discountPercentage: number
  stock: number | null
}

export interface DemoPricing {
  basePrice: number
  salePrice: number
  priceVisible: boolean
  taxApplicable: boolean
  taxRate: number
}

export interface DemoShipping {
  available: boolean
  weight: number
  dimensions: { length: number; width: number; height: number }
}

export interface DemoItem {
  key: string
  catalogueKey: string
  itemType: CatalogueType
  name: string
  slug: string
  description: string
  images: string[]
  variantTitle: string | null
  variants: DemoVariant[]
  packages: DemoPackage[]
  pricing: DemoPricing
  inventoryTotal: number | null
  shipping: DemoShipping
  dispatchPointKeys: string[]
  button: 'Chat' | 'Contact' | null
}

/** Rupees to paise. */
const rupees = (amount: number): number => Math.round(amount * 100)

const FOOD_GST = 5
const SERVICE_GST = 18

export const demoTopics: DemoTopic[] = [
  {
    _id: 'topic-shop',
    name: 'Shop spices & pickles',
    description: 'Masalas, pickles and sweets from our Jaipur kitchen, shipped across India.',
    image: '/demo/topics/shop.svg',
  },
  {
    _id: 'topic-services',
    name: 'Catering & workshops',
    description: 'Home-style catering, Diwali hampers, cooking workshops and custom spice blends.',
    image: '/demo/topics/services.svg',
  },
  {
    _id: 'topic-general',
    name: 'Ask us anything',
    description: 'Delivery times, ingredients, a recipe question, or an order you already placed.',
    image: '/demo/topics/general.svg',
  },
]

export const demoDispatchPoints: DemoDispatchPoint[] = [
  {
    key: 'dp-jaipur',
    name: 'Kesar Kitchen, Malviya Nagar',
    address: 'B-14, Malviya Nagar',
    pincode: '302017',
    city: 'Jaipur',
    state: 'Rajasthan',
    // Everywhere in India (pincodes start 1–8): ₹60 + ₹40 a kg, free from ₹999.
    servesStates: [],
    servesPincodePrefixes: ['1', '2', '3', '4', '5', '6', '7', '8'],
    baseCharge: rupees(60),
    perKgCharge: rupees(40),
    freeShippingAbove: rupees(999),
  },
  {
    key: 'dp-delhi',
    name: 'Delhi partner store, Connaught Place',
    address: 'N-Block, Connaught Place',
    pincode: '110001',
    city: 'New Delhi',
    state: 'Delhi',
    // Delhi and its neighbours (Faridabad 121, Gurugram 122, Ghaziabad and Noida 201): ₹40 + ₹30 a kg, free from ₹499.
    servesStates: ['Delhi'],
    servesPincodePrefixes: ['121', '122', '201'],
    baseCharge: rupees(40),
    perKgCharge: rupees(30),
    freeShippingAbove: rupees(499),
  },
]

export const demoCategories: DemoCategory[] = [
  {
    key: 'cat-spice-blends',
    name: 'Spice blends',
    image: '/demo/categories/spice-blends.svg',
    catalogueType: 'product',
  },
  { key: 'cat-pickles', name: 'Pickles', image: '/demo/categories/pickles.svg', catalogueType: 'product' },
  { key: 'cat-sweets', name: 'Sweets & namkeen', image: '/demo/categories/sweets.svg', catalogueType: 'product' },
  { key: 'cat-catering', name: 'Catering & gifting', image: '/demo/categories/catering.svg', catalogueType: 'service' },
  {
    key: 'cat-workshops',
    name: 'Workshops & custom blends',
    image: '/demo/categories/workshops.svg',
    catalogueType: 'service',
  },
]

export const demoCatalogues: DemoCatalogue[] = [
  {
    key: 'catalogue-spice-blends',
    categoryKey: 'cat-spice-blends',
    topicId: 'topic-shop',
    catalogueType: 'product',
    name: 'Spice blends',
    description: 'Whole spices roasted by hand and stone-ground every Tuesday in 8 kg batches.',
  },
  {
    key: 'catalogue-pickles',
    categoryKey: 'cat-pickles',
    topicId: 'topic-shop',
    catalogueType: 'product',
    name: 'Pickles',
    description: 'Sun-cured on our terrace in mustard oil, packed in glass jars.',
  },
  {
    key: 'catalogue-sweets',
    categoryKey: 'cat-sweets',
    topicId: 'topic-shop',
    catalogueType: 'product',
    name: 'Sweets & namkeen',
    description: 'Made to order in desi ghee. Fresh sweets are for pickup in Jaipur; ladoo and mathri travel well.',
  },
  {
    key: 'catalogue-catering',
    categoryKey: 'cat-catering',
    topicId: 'topic-services',
    catalogueType: 'service',
    name: 'Catering & gifting',
    description: 'Rajasthani home food for functions of 15 to 100 guests, and hampers for teams of any size.',
  },
  {
    key: 'catalogue-workshops',
    categoryKey: 'cat-workshops',
    topicId: 'topic-services',
    catalogueType: 'service',
    name: 'Workshops & custom blends',
    description: 'Cook with us on Saturdays, learn pickling online, or have your family masala recipe ground to order.',
  },
]

// ---------------------------------------------------------------------------------------------
// Builders: keep the item table readable; they return plain objects.

type Dimensions = DemoShipping['dimensions']

interface ProductSpec {
  key: string
  catalogueKey: string
  name: string
  slug: string
  description: string
  variantTitle?: string
  variants?: DemoVariant[]
  /** For items without variants. */
  price?: { base: number; sale: number; stock: number }
  priceVisible?: boolean
  shippable?: boolean
  weight: number
  dimensions: Dimensions
  dispatchPointKeys: string[]
  button?: 'Chat' | 'Contact' | null
}

function variant(_id: string, name: string, basePrice: number, salePrice: number, stock: number): DemoVariant {
  return { _id, name, basePrice, salePrice, stock }
}

function product(spec: ProductSpec): DemoItem {
  const variants = spec.variants ?? []
  const first = variants[0]
  const basePrice = first ? first.basePrice : (spec.price?.base ?? 0)
  const salePrice = first ? first.salePrice : (spec.price?.sale ?? basePrice)
  const inventoryTotal = first ? variants.reduce((sum, v) => sum + v.stock, 0) : (spec.price?.stock ?? null)
  return {
    key: spec.key,
    catalogueKey: spec.catalogueKey,
    itemType: 'product',
    name: spec.name,
    slug: spec.slug,
    description: spec.description,
    images: [`/demo/items/${spec.slug}.svg`],
    variantTitle: first ? (spec.variantTitle ?? 'Size') : null,
    variants,
    packages: [],
    pricing: {
      basePrice,
      salePrice,
      priceVisible: spec.priceVisible ?? true,
      taxApplicable: true,
      taxRate: FOOD_GST,
    },
    inventoryTotal,
    shipping: { available: spec.shippable ?? true, weight: spec.weight, dimensions: spec.dimensions },
    dispatchPointKeys: spec.dispatchPointKeys,
    button: spec.button === undefined ? 'Chat' : spec.button,
  }
}

interface ServiceSpec {
  key: string
  catalogueKey: string
  name: string
  slug: string
  description: string
  packages: DemoPackage[]
  button: 'Chat' | 'Contact'
}

function servicePackage(
  _id: string,
  name: string,
  price: number,
  discountPercentage: number,
  stock: number | null,
): DemoPackage {
  return { _id, name, price, discountPercentage, stock }
}

function service(spec: ServiceSpec): DemoItem {
  const from = spec.packages[0]!.price
  return {
    key: spec.key,
    catalogueKey: spec.catalogueKey,
    itemType: 'service',
    name: spec.name,
    slug: spec.slug,
    description: spec.description,
    images: [`/demo/items/${spec.slug}.svg`],
    variantTitle: null,
    variants: [],
    packages: spec.packages,
    pricing: { basePrice: from, salePrice: from, priceVisible: true, taxApplicable: true, taxRate: SERVICE_GST },
    inventoryTotal: null,
    shipping: { available: false, weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
    dispatchPointKeys: [],
    button: spec.button,
  }
}

const SMALL_JAR: Dimensions = { length: 7, width: 7, height: 10 }
const PICKLE_JAR: Dimensions = { length: 9, width: 9, height: 13 }
const BOTH = ['dp-jaipur', 'dp-delhi']
const JAIPUR = ['dp-jaipur']

// ---------------------------------------------------------------------------------------------

export const demoItems: DemoItem[] = [
  // Spice blends
  product({
    key: 'item-garam-masala',
    catalogueKey: 'catalogue-spice-blends',
    name: 'Jaipuri Garam Masala',
    slug: 'garam-masala',
    description:
      'Our house blend of 13 whole spices, with Kerala black pepper, badi elaichi and a little nagkesar. Roasted by hand and stone-ground, dated on every jar.',
    variantTitle: 'Jar size',
    variants: [
      variant('var-garam-masala-100g', '100 g', rupees(180), rupees(159), 64),
      variant('var-garam-masala-250g', '250 g', rupees(390), rupees(350), 40),
      variant('var-garam-masala-500g', '500 g', rupees(720), rupees(720), 18),
    ],
    weight: 180,
    dimensions: SMALL_JAR,
    dispatchPointKeys: BOTH,
  }),
  product({
    key: 'item-kashmiri-mirch',
    catalogueKey: 'catalogue-spice-blends',
    name: 'Kashmiri Lal Mirch Powder',
    slug: 'kashmiri-mirch',
    description:
      'Deep red colour with gentle heat, ground from whole Kashmiri chillies with the stalks removed by hand. Perfect for rogan josh, tandoori marinades and tadka.',
    variantTitle: 'Jar size',
    variants: [
      variant('var-kashmiri-mirch-100g', '100 g', rupees(140), rupees(125), 50),
      variant('var-kashmiri-mirch-250g', '250 g', rupees(320), rupees(290), 22),
      variant('var-kashmiri-mirch-500g', '500 g', rupees(600), rupees(600), 0),
    ],
    weight: 180,
    dimensions: SMALL_JAR,
    dispatchPointKeys: BOTH,
  }),
  product({
    key: 'item-chai-masala',
    catalogueKey: 'catalogue-spice-blends',
    name: 'Adrak-Elaichi Chai Masala',
    slug: 'chai-masala',
    description:
      'Dried ginger, green cardamom, cinnamon and a pinch of black pepper. Half a teaspoon in a pan of chai for four is all you need.',
    variantTitle: 'Jar size',
    variants: [
      variant('var-chai-masala-50g', '50 g', rupees(120), rupees(120), 80),
      variant('var-chai-masala-100g', '100 g', rupees(210), rupees(189), 45),
    ],
    weight: 110,
    dimensions: SMALL_JAR,
    dispatchPointKeys: BOTH,
  }),
  product({
    key: 'item-laal-maas-masala',
    catalogueKey: 'catalogue-spice-blends',
    name: 'Laal Maas Masala',
    slug: 'laal-maas-masala',
    description:
      'The smoky Mathania chilli blend for Rajasthan’s famous mutton curry. Works just as well with paneer or jackfruit.',
    price: { base: rupees(220), sale: rupees(199), stock: 35 },
    weight: 180,
    dimensions: SMALL_JAR,
    dispatchPointKeys: JAIPUR,
  }),
  product({
    key: 'item-kesar',
    catalogueKey: 'catalogue-spice-blends',
    name: 'Pampore Mongra Saffron',
    slug: 'kesar',
    description:
      'Grade-A mongra kesar from one farming family in Pampore, Kashmir, with a lab report for each harvest. Comes in a small glass vial.',
    variantTitle: 'Weight',
    variants: [
      variant('var-kesar-1g', '1 g', rupees(490), rupees(450), 30),
      variant('var-kesar-2g', '2 g', rupees(950), rupees(880), 12),
    ],
    weight: 40,
    dimensions: { length: 5, width: 5, height: 6 },
    dispatchPointKeys: JAIPUR,
  }),
  product({
    key: 'item-wholesale-masala-tins',
    catalogueKey: 'catalogue-spice-blends',
    name: 'Wholesale Masala Tins (5 kg)',
    slug: 'wholesale-masala-tins',
    description:
      'Our masalas in 5 kg food-grade tins for restaurants, hostels and tiffin services. Price depends on the blend and monthly volume, so message us for a quote.',
    variantTitle: 'Blend',
    variants: [
      variant('var-wholesale-tin-garam-masala', 'Garam masala, 5 kg', rupees(6200), rupees(6200), 20),
      variant('var-wholesale-tin-kashmiri-mirch', 'Kashmiri mirch, 5 kg', rupees(5200), rupees(5200), 14),
      variant('var-wholesale-tin-haldi', 'Lakadong haldi, 5 kg', rupees(3400), rupees(3400), 25),
    ],
    priceVisible: false,
    weight: 5600,
    dimensions: { length: 24, width: 24, height: 30 },
    dispatchPointKeys: JAIPUR,
    button: 'Contact',
  }),

  // Pickles
  product({
    key: 'item-aam-ka-achaar',
    catalogueKey: 'catalogue-pickles',
    name: 'Aam ka Achaar (Raw Mango Pickle)',
    slug: 'aam-ka-achaar',
    description:
      'Rajapuri raw mangoes, cut with the stone, cured in the April sun with saunf, methi and kalonji in cold-pressed mustard oil.',
    variantTitle: 'Jar size',
    variants: [
      variant('var-aam-ka-achaar-250g', '250 g', rupees(180), rupees(165), 60),
      variant('var-aam-ka-achaar-500g', '500 g', rupees(320), rupees(299), 40),
      variant('var-aam-ka-achaar-1kg', '1 kg', rupees(580), rupees(540), 15),
    ],
    weight: 380,
    dimensions: PICKLE_JAR,
    dispatchPointKeys: BOTH,
  }),
  product({
    key: 'item-lehsun-achaar',
    catalogueKey: 'catalogue-pickles',
    name: 'Lehsun ka Achaar (Garlic Pickle)',
    slug: 'lehsun-achaar',
    description:
      'Whole peeled garlic cloves in a tangy red chilli and mustard masala. Ready after three weeks in the sun, and better after six.',
    variantTitle: 'Jar size',
    variants: [
      variant('var-lehsun-achaar-250g', '250 g', rupees(200), rupees(200), 35),
      variant('var-lehsun-achaar-500g', '500 g', rupees(360), rupees(330), 20),
    ],
    weight: 380,
    dimensions: PICKLE_JAR,
    dispatchPointKeys: BOTH,
  }),
  product({
    key: 'item-ker-sangri-achaar',
    catalogueKey: 'catalogue-pickles',
    name: 'Ker Sangri Achaar',
    slug: 'ker-sangri-achaar',
    description:
      'The desert pickle of Rajasthan: ker berries and sangri beans from Shekhawati, with amchur and red chilli. Lovely with bajra roti.',
    price: { base: rupees(260), sale: rupees(240), stock: 25 },
    weight: 380,
    dimensions: PICKLE_JAR,
    dispatchPointKeys: JAIPUR,
  }),
  product({
    key: 'item-bharwan-lal-mirch',
    catalogueKey: 'catalogue-pickles',
    name: 'Bharwan Lal Mirch (Stuffed Red Chilli Pickle)',
    slug: 'bharwan-lal-mirch',
    description:
      'Fat red chillies stuffed with a mustard, saunf and amchur filling, the way Meera’s mother-in-law makes them every winter. 400 g jar.',
    price: { base: rupees(280), sale: rupees(280), stock: 18 },
    weight: 520,
    dimensions: PICKLE_JAR,
    dispatchPointKeys: JAIPUR,
  }),
  product({
    key: 'item-pickle-barni',
    catalogueKey: 'catalogue-pickles',
    name: 'Pickle Barni for Restaurants (5 kg)',
    slug: 'pickle-barni',
    description:
      'Our pickles packed in 5 kg ceramic barnis for dhabas, restaurants and caterers. Priced by volume, so ask us for a quote.',
    variantTitle: 'Pickle',
    variants: [
      variant('var-pickle-barni-aam', 'Aam ka achaar, 5 kg', rupees(2600), rupees(2600), 10),
      variant('var-pickle-barni-mixed', 'Mixed vegetable, 5 kg', rupees(2200), rupees(2200), 8),
    ],
    priceVisible: false,
    weight: 7200,
    dimensions: { length: 26, width: 26, height: 32 },
    dispatchPointKeys: JAIPUR,
    button: 'Contact',
  }),

  // Sweets & namkeen
  product({
    key: 'item-ghevar',
    catalogueKey: 'catalogue-sweets',
    name: 'Jaipuri Ghevar',
    slug: 'ghevar',
    description:
      'Jaipur’s Teej and Raksha Bandhan sweet: a crisp honeycomb disc fried in desi ghee and soaked in syrup, plain or topped with rabdi. Keeps only two days, so it is for pickup from our kitchen only.',
    variantTitle: 'Size',
    variants: [
      variant('var-ghevar-plain-6in', 'Plain, 6 inch', rupees(320), rupees(320), 12),
      variant('var-ghevar-malai-6in', 'Malai, 6 inch', rupees(450), rupees(420), 10),
      variant('var-ghevar-malai-8in', 'Malai, 8 inch', rupees(680), rupees(680), 6),
    ],
    shippable: false,
    weight: 450,
    dimensions: { length: 20, width: 20, height: 6 },
    dispatchPointKeys: JAIPUR,
  }),
  product({
    key: 'item-mawa-kachori',
    catalogueKey: 'catalogue-sweets',
    name: 'Mawa Kachori',
    slug: 'mawa-kachori',
    description:
      'Flaky kachori filled with mawa, dry fruits and elaichi, dipped in chashni. Made on Saturday mornings for pickup the same day.',
    variantTitle: 'Box',
    variants: [
      variant('var-mawa-kachori-4', 'Box of 4', rupees(240), rupees(240), 20),
      variant('var-mawa-kachori-8', 'Box of 8', rupees(460), rupees(440), 12),
    ],
    shippable: false,
    weight: 400,
    dimensions: { length: 18, width: 18, height: 6 },
    dispatchPointKeys: JAIPUR,
  }),
  product({
    key: 'item-besan-ladoo',
    catalogueKey: 'catalogue-sweets',
    name: 'Desi Ghee Besan Ladoo',
    slug: 'besan-ladoo',
    description:
      'Coarse besan slow-roasted in desi ghee until nutty, with bura sugar and chopped almonds. Stays fresh for 15 days and travels well.',
    variantTitle: 'Box',
    variants: [
      variant('var-besan-ladoo-250g', '250 g', rupees(220), rupees(199), 30),
      variant('var-besan-ladoo-500g', '500 g', rupees(420), rupees(380), 20),
    ],
    weight: 300,
    dimensions: { length: 15, width: 15, height: 6 },
    dispatchPointKeys: ['dp-delhi', 'dp-jaipur'],
  }),
  product({
    key: 'item-methi-mathri',
    catalogueKey: 'catalogue-sweets',
    name: 'Methi Mathri',
    slug: 'methi-mathri',
    description:
      'Crisp, flaky wheat crackers with kasuri methi and ajwain, for chai time and long train journeys. 400 g tin, packed at our Delhi partner store.',
    price: { base: rupees(180), sale: rupees(160), stock: 40 },
    weight: 460,
    dimensions: { length: 12, width: 12, height: 14 },
    dispatchPointKeys: ['dp-delhi'],
  }),

  // Services: catering & gifting
  service({
    key: 'item-home-style-catering',
    catalogueKey: 'catalogue-catering',
    name: 'Home-Style Catering for Small Events',
    slug: 'home-style-catering',
    description:
      'A Rajasthani home-food menu for pujas, kitty parties and family functions, with serving staff and brass serveware. Within 15 km of Malviya Nagar, Jaipur.',
    packages: [
      servicePackage('pkg-catering-25', 'Up to 25 guests', rupees(18500), 0, null),
      servicePackage('pkg-catering-50', 'Up to 50 guests', rupees(35000), 5, null),
      servicePackage('pkg-catering-100', 'Up to 100 guests', rupees(65000), 10, null),
    ],
    button: 'Chat',
  }),
  service({
    key: 'item-live-jalebi-counter',
    catalogueKey: 'catalogue-catering',
    name: 'Live Jalebi & Kulhad Chai Counter',
    slug: 'live-jalebi-counter',
    description:
      'A halwai from our team frying jalebis on the spot, with kulhad chai on the side. Add it to a catering booking or book it on its own.',
    packages: [
      servicePackage('pkg-jalebi-50', 'Up to 50 guests, 2 hours', rupees(9000), 0, null),
      servicePackage('pkg-jalebi-100', 'Up to 100 guests, 3 hours', rupees(16000), 5, null),
    ],
    button: 'Chat',
  }),
  service({
    key: 'item-corporate-diwali-hampers',
    catalogueKey: 'catalogue-catering',
    name: 'Corporate Diwali Hampers',
    slug: 'corporate-diwali-hampers',
    description:
      'Kraft boxes with three masalas, a pickle and besan ladoo, wrapped in Sanganeri block-print cloth with your note card. Shipped to each employee’s home anywhere in India.',
    packages: [
      servicePackage('pkg-hampers-25', '25 Classic hampers', rupees(37500), 0, null),
      servicePackage('pkg-hampers-50', '50 Classic hampers', rupees(72500), 5, null),
      servicePackage('pkg-hampers-100-signature', '100 Signature hampers', rupees(180000), 10, 6),
    ],
    button: 'Contact',
  }),

  // Services: workshops & custom blends
  service({
    key: 'item-rajasthani-thali-workshop',
    catalogueKey: 'catalogue-workshops',
    name: 'Rajasthani Thali Cooking Workshop',
    slug: 'rajasthani-thali-workshop',
    description:
      'Three hours at our kitchen table on a Saturday: dal baati churma, gatte ki sabzi and a quick pickle, then lunch together. Aprons and recipe cards included.',
    packages: [
      servicePackage('pkg-workshop-1-seat', 'One seat', rupees(2500), 0, 8),
      servicePackage('pkg-workshop-2-seats', 'Two seats', rupees(4800), 4, 4),
      servicePackage('pkg-workshop-private-8', 'Private group, up to 8', rupees(18000), 10, 2),
    ],
    button: 'Chat',
  }),
  service({
    key: 'item-online-pickle-masterclass',
    catalogueKey: 'catalogue-workshops',
    name: 'Online Pickle Masterclass',
    slug: 'online-pickle-masterclass',
    description:
      'A two-hour live class on Zoom where Meera walks you through aam and lehsun pickle from cutting to curing. Recording shared for 30 days.',
    packages: [
      servicePackage('pkg-masterclass-login', 'One login', rupees(1200), 0, 40),
      servicePackage('pkg-masterclass-kit', 'Family login with ingredient kit', rupees(2400), 10, 25),
    ],
    button: 'Chat',
  }),
  service({
    key: 'item-custom-spice-blend',
    catalogueKey: 'catalogue-workshops',
    name: 'Custom Spice Blending',
    slug: 'custom-spice-blend',
    description:
      'Send us your family masala recipe, even a handwritten one, and we will work it out in grams and grind it fresh. Your blend stays on file for repeat orders.',
    packages: [
      servicePackage('pkg-custom-blend-trial', 'Recipe trial, 1 kg', rupees(3500), 0, null),
      servicePackage('pkg-custom-blend-quarterly', 'Quarterly supply, 4 kg', rupees(12000), 10, null),
    ],
    button: 'Contact',
  }),
]
