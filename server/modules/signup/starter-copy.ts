import type { BusinessKind } from '../../../contract/signup.js'
import type { IconName } from '../../../src/sections/shared/icons.js'

/** One of the three cards under 'what we offer'. */
export interface StarterCard {
  icon: IconName
  title: string
  description: string
}

/**
 * A new site's first words for its kind of business: site content the owner
 * rewrites in the editor, not interface text (so not in locales/). `{name}`
 * and `{city}` are the owner's business name and city. Their Hindi versions
 * are in `./starter-copy-hi.ts`.
 */
export interface StarterCopy {
  heroTitle: string
  /** The hero's sub title and the about text when the owner gave none of their own. */
  about: string
  offerTitle: string
  offerSubTitle: string
  cards: readonly [StarterCard, StarterCard, StarterCard]
  aboutTitle: string
  ctaTitle: string
  ctaSubTitle: string
  ctaButton: string
  /** The hero's second button, to the offer section. */
  browseButton: string
  /** The widget's first topic, and its empty catalogue's kind. */
  topic: { name: string; description: string }
  catalogueType: 'product' | 'service'
}

/**
 * A starter's texts in another language: every text of `StarterCopy`, less what is not words (the cards' icons, the
 * catalogue's kind), so a missing text is a type error; `./starter-copy.test.ts` checks they keep `{name}`/`{city}`.
 */
export type StarterTexts = Omit<StarterCopy, 'cards' | 'catalogueType'> & {
  cards: readonly [StarterCardText, StarterCardText, StarterCardText]
}
type StarterCardText = Omit<StarterCard, 'icon'>

export const STARTER_COPY: Record<BusinessKind, StarterCopy> = {
  bakery: {
    heroTitle: 'Fresh bakes from {name}',
    about: 'A bakery in {city} baking cakes, breads and cookies fresh every day, with custom cakes made to order.',
    offerTitle: 'What we bake',
    offerSubTitle: 'Order through the chat on this page; tell us the day you need it.',
    cards: [
      { icon: 'gift', title: 'Custom cakes', description: 'Birthday and celebration cakes, made to your design.' },
      { icon: 'sun', title: 'Breads and buns', description: 'Baked fresh every morning.' },
      { icon: 'star', title: 'Cookies and snacks', description: 'Cookies, rusks and puffs for tea time.' },
    ],
    aboutTitle: 'About our bakery',
    ctaTitle: 'Planning a celebration?',
    ctaSubTitle: 'Tell us the date, flavour and size, and we will reply with a price.',
    ctaButton: 'Order a cake',
    browseButton: 'See what we bake',
    topic: { name: 'Order bakes', description: 'Cakes, breads and snacks' },
    catalogueType: 'product',
  },
  grocery: {
    heroTitle: 'Your daily needs from {name}',
    about: 'A neighbourhood store in {city} for groceries, staples and household items, delivered to your door.',
    offerTitle: 'What we stock',
    offerSubTitle: 'Send your list in the chat on this page; we confirm what is in stock.',
    cards: [
      { icon: 'package', title: 'Staples', description: 'Atta, rice, dal, oil and spices.' },
      { icon: 'leaf', title: 'Fresh produce', description: 'Vegetables, fruit and dairy, every morning.' },
      { icon: 'truck', title: 'Home delivery', description: 'We deliver nearby in {city}.' },
    ],
    aboutTitle: 'About our store',
    ctaTitle: 'Running low on something?',
    ctaSubTitle: 'Send us your list and we will pack it for pickup or delivery.',
    ctaButton: 'Send your list',
    browseButton: 'See what we stock',
    topic: { name: 'Order groceries', description: 'Staples, fresh produce and household items' },
    catalogueType: 'product',
  },
  boutique: {
    heroTitle: 'New styles at {name}',
    about: 'A boutique in {city} with clothes and accessories picked with care, and tailoring to fit you.',
    offerTitle: 'What you will find',
    offerSubTitle: 'Ask in the chat for sizes, colours and new arrivals.',
    cards: [
      { icon: 'sparkles', title: 'New arrivals', description: 'Fresh designs every season.' },
      { icon: 'star', title: 'Made to fit', description: 'Alterations and tailoring on request.' },
      { icon: 'truck', title: 'Delivery', description: 'We deliver in {city} and ship across India.' },
    ],
    aboutTitle: 'About the boutique',
    ctaTitle: 'Looking for something special?',
    ctaSubTitle: 'Tell us the occasion and we will show you what fits.',
    ctaButton: 'Ask us',
    browseButton: 'See the collection',
    topic: { name: 'Shop', description: 'Clothes, accessories and tailoring' },
    catalogueType: 'product',
  },
  salon: {
    heroTitle: 'Look and feel your best at {name}',
    about: 'A salon in {city} for hair, skin and grooming, with trained staff and hygienic tools.',
    offerTitle: 'Our services',
    offerSubTitle: 'Book a slot through the chat on this page.',
    cards: [
      { icon: 'sparkles', title: 'Hair', description: 'Cuts, colour and treatments.' },
      { icon: 'heart', title: 'Skin', description: 'Facials and skin care.' },
      { icon: 'gift', title: 'Bridal', description: 'Packages for your big day.' },
    ],
    aboutTitle: 'About our salon',
    ctaTitle: 'Book your visit',
    ctaSubTitle: 'Tell us when suits you and we will keep a slot.',
    ctaButton: 'Book a slot',
    browseButton: 'See our services',
    topic: { name: 'Book a service', description: 'Hair, skin and bridal' },
    catalogueType: 'service',
  },
  tutor: {
    heroTitle: 'Learn with {name}',
    about: 'Classes in {city} and online, in small groups or one to one, at a pace that suits each student.',
    offerTitle: 'Classes',
    offerSubTitle: 'Ask in the chat about subjects, timings and fees.',
    cards: [
      { icon: 'users', title: 'Small groups', description: 'Few students per batch, so each is heard.' },
      { icon: 'star', title: 'One to one', description: 'Personal sessions for focused help.' },
      { icon: 'clock', title: 'Flexible timings', description: 'Weekday and weekend batches.' },
    ],
    aboutTitle: 'About the classes',
    ctaTitle: 'Book a free first class',
    ctaSubTitle: 'Tell us the subject and level, and we will suggest a batch.',
    ctaButton: 'Ask about classes',
    browseButton: 'See the classes',
    topic: { name: 'Join a class', description: 'Subjects, batches and fees' },
    catalogueType: 'service',
  },
  'home-kitchen': {
    heroTitle: 'Freshly cooked food from {name}',
    about: 'Food cooked fresh in {city} every day, made to order for pickup or delivery.',
    offerTitle: 'What we cook',
    offerSubTitle: 'Order through the chat on this page; we confirm every order personally.',
    cards: [
      { icon: 'chef', title: 'Daily meals', description: 'Lunch and dinner, cooked fresh every day.' },
      { icon: 'gift', title: 'Sweets and snacks', description: 'Festive sweets and snacks made to order.' },
      { icon: 'users', title: 'Party orders', description: 'Food for your functions and get-togethers.' },
    ],
    aboutTitle: 'About our kitchen',
    ctaTitle: 'Hungry? Tell us what you would like',
    ctaSubTitle: 'Send us a message and we will reply with the menu and prices.',
    ctaButton: 'Plan an order',
    browseButton: 'See the menu',
    topic: { name: 'Order food', description: 'Meals, sweets and party orders' },
    catalogueType: 'product',
  },
  crafts: {
    heroTitle: 'Handmade by {name}',
    about: 'Handmade crafts from {city}, each piece made with care and in small numbers.',
    offerTitle: 'What we make',
    offerSubTitle: 'Ask in the chat about colours, sizes and custom pieces.',
    cards: [
      { icon: 'sparkles', title: 'Handmade pieces', description: 'Every piece made by hand, no two alike.' },
      { icon: 'gift', title: 'Gifts', description: 'Thoughtful gifts for festivals, weddings and birthdays.' },
      { icon: 'truck', title: 'Shipping', description: 'We ship across India from {city}.' },
    ],
    aboutTitle: 'About our craft',
    ctaTitle: 'Want something made for you?',
    ctaSubTitle: 'Tell us your idea and the occasion, and we will reply with a price.',
    ctaButton: 'Ask for a custom piece',
    browseButton: 'See our work',
    topic: { name: 'Shop handmade', description: 'Handmade pieces, gifts and custom orders' },
    catalogueType: 'product',
  },
  repair: {
    heroTitle: 'Quick, honest repairs at {name}',
    about: 'Repairs and services in {city} done right the first time, with a clear price before we start.',
    offerTitle: 'What we repair',
    offerSubTitle: 'Describe the problem in the chat and get a quote.',
    cards: [
      { icon: 'shield', title: 'Diagnosis', description: 'We find the fault and tell you the cost first.' },
      { icon: 'clock', title: 'Fast turnaround', description: 'Most repairs done the same or next day.' },
      { icon: 'truck', title: 'Pickup', description: 'Pickup and drop in {city} on request.' },
    ],
    aboutTitle: 'About us',
    ctaTitle: 'Something broken?',
    ctaSubTitle: 'Send us a photo and a few words, and we will reply with a quote.',
    ctaButton: 'Get a quote',
    browseButton: 'See what we repair',
    topic: { name: 'Book a repair', description: 'Quotes, pickup and repairs' },
    catalogueType: 'service',
  },
  other: {
    heroTitle: 'Welcome to {name}',
    about: 'A local business in {city}, here to help you with care.',
    offerTitle: 'What we offer',
    offerSubTitle: 'Ask us anything in the chat on this page.',
    cards: [
      { icon: 'star', title: 'Quality', description: 'Work we are proud of.' },
      { icon: 'chat', title: 'Personal service', description: 'Talk to us directly, we reply quickly.' },
      { icon: 'heart', title: 'Local', description: 'Proudly serving {city}.' },
    ],
    aboutTitle: 'About us',
    ctaTitle: 'Get in touch',
    ctaSubTitle: 'Tell us what you need and we will reply soon.',
    ctaButton: 'Contact us',
    browseButton: 'See what we offer',
    topic: { name: 'Ask us', description: 'Questions and orders' },
    catalogueType: 'product',
  },
}
