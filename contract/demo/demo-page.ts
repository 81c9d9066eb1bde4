/**
 * Demo page content for "Kesar Kitchen", a Jaipur home-kitchen brand (spice blends, pickles, sweets,
 * catering, workshops, corporate hampers). Plain data: the seeder writes it into `pages.sections`.
 *
 * Value keys follow each section type's fields; keys such as `Point` repeat, once per item, in order.
 * Extra cards sit inside their group so cards stay contiguous:
 * - `sec-s1-card-whatsapp` is mobile only (desktop shows 3 cards, phones get a 4th "order from the chat" card: its
 *   words say what its button does, open the site's chat; the id is kept for pages saved with it);
 * - `sec-s1-card-monsoon-box` is hidden (a paused offer);
 * - `sec-s3-card-team-workshop` is desktop only (fills the 2-column grid to 2 × 2).
 * `sec-products` shows the demo catalogue's newest items from the live catalogue (the page service reads it).
 * Buttons open the contact form, except the gifting card's: its `Button Link` opens the chat's enquiry panel
 * for the `corporate-diwali-hampers` item of the demo catalogue (`server/db/seed/demo-catalogue.ts`).
 * Here, below the server and the browser app, because both read it: the server's seeder, and the section tests.
 */
import type { Section } from '../page'
import { SAFFRON_PALETTE } from '../signup'

/** Who runs Kesar Kitchen: the page names her, and UPI apps show her as the payee, so a payer sees the same name. */
export const DEMO_PROPRIETOR = 'Meera Agarwal'
/** The kitchen's phone: the page gives it, and payments to a phone number go to it. */
export const DEMO_PHONE = '+91 98290 12345'

type Entry = readonly [key: string, value: string]

function section(
  _id: string,
  name: string,
  indexPosition: number,
  entries: readonly Entry[],
  options: { status?: Section['status']; viewMode?: Section['viewMode'] } = {},
): Section {
  return {
    _id,
    name,
    status: options.status ?? 'shown',
    viewMode: options.viewMode ?? 'both',
    indexPosition,
    values: entries.map(([key, value]) => ({ key, value })),
  }
}

export const demoSiteTitle = 'Kesar Kitchen · Spice blends, pickles & home-style catering from Jaipur'

/** The demo's palette: the saffron one a new site may start with. */
export const demoColorPalette: Record<string, string> = SAFFRON_PALETTE

export const demoSections: Section[] = [
  section('sec-main-header', 'Main Header', 0, [
    ['Logo', '/demo/logo.svg'],
    ['Logo Text', 'Kesar Kitchen'],
    ['Tagline', 'Home kitchen · Malviya Nagar, Jaipur · since 2016'],
    ['Title', 'Masalas ground on Tuesday, at your door by Friday'],
    [
      'Sub Title',
      'Small-batch spice blends, sun-cured pickles and festive sweets from Meera Agarwal’s family kitchen in Jaipur. We also cook for your functions, teach Saturday workshops and pack Diwali hampers your team will actually open.',
    ],
    ['Button 1 Text', 'Plan an order with us'],
    ['Button 2 Text', 'Read customer stories'],
  ]),

  // Section 1: what we offer
  section('sec-s1', 'Section 1', 1, [
    ['Title', 'What we make for you'],
    [
      'Sub Title',
      'Everything is roasted, ground, cooked or packed by a team of six in our Malviya Nagar kitchen. Order through the chat on this page, or drop by on a Saturday morning.',
    ],
  ]),
  section('sec-s1-card-pantry', 'Section 1 Card', 2, [
    ['Icon', 'leaf'],
    ['Main Title', 'The pantry'],
    ['Title', 'Spice blends, pickles and sweets'],
    [
      'Description',
      'Our garam masala, laal maas masala and chai masala are roasted and stone-ground in batches of 8 kg, never more. Pickles are sun-cured on our terrace through April and May, and sweets are made to order every morning.',
    ],
    ['Sub Title', 'What you can order'],
    ['Point', 'Spice blends in 100 g, 250 g and 500 g jars, each stamped with its grinding date'],
    ['Point', 'Aam, lehsun, ker sangri and bharwan lal mirch pickles in glass jars'],
    ['Point', 'Ghevar and mawa kachori fresh in Jaipur; ladoo and mathri shipped across India'],
    ['Point', 'Wholesale tins for restaurants and hostels, priced on request'],
    ['Button Text', 'Browse the pantry'],
  ]),
  section('sec-s1-card-catering', 'Section 1 Card', 3, [
    ['Icon', 'chef'],
    ['Main Title', 'Catering'],
    ['Title', 'Home-style food for gatherings of 15 to 100'],
    [
      'Description',
      'Kitty parties, griha pravesh pujas, a sangeet on the terrace: we cook the same dal baati churma and gatte ki sabzi we make at home, and bring it over hot in brass handis.',
    ],
    ['Sub Title', 'Every booking includes'],
    ['Point', 'A tasting call to fix the menu, with Jain and no-onion-garlic options'],
    ['Point', 'Food, two serving staff and clean-up for up to 4 hours'],
    ['Point', 'Steel thalis and brass serveware, so no plastic plates'],
    ['Point', 'Delivery anywhere within 15 km of Malviya Nagar'],
    ['Button Text', 'Ask for a menu'],
  ]),
  section('sec-s1-card-gifting', 'Section 1 Card', 4, [
    ['Icon', 'gift'],
    ['Main Title', 'Gifting'],
    ['Title', 'Diwali and corporate hampers'],
    [
      'Description',
      'Kraft boxes filled with our masalas, a jar of pickle and a tin of besan ladoo, tied with block-printed Sanganeri cloth. Companies order from 25 hampers upwards, with their own note card inside.',
    ],
    ['Sub Title', 'How gifting works'],
    ['Point', 'Pick one of our hampers or build your own from the pantry'],
    ['Point', 'Your logo on the note card and on the cloth tag'],
    ['Point', 'Shipped across India from Jaipur and our Delhi partner store, tracked to every address'],
    ['Point', 'Diwali bookings close on 10 October'],
    ['Button Text', 'Plan your hampers'],
    ['Button Link', '?chat=open&source=send_enquiry_request&item=corporate-diwali-hampers'],
  ]),
  section(
    'sec-s1-card-whatsapp',
    'Section 1 Card',
    5,
    [
      ['Icon', 'chat'],
      ['Main Title', 'On your phone?'],
      ['Title', 'Order from the chat in 2 taps'],
      [
        'Description',
        'Tap the chat button, share your number and tell us what you need. Meera or Rohit replies within the hour, 9 am to 8 pm, every day except Tuesday, which is grinding day.',
      ],
      ['Sub Title', 'Good to know'],
      ['Point', 'No app to download, no account to create'],
      ['Point', 'Send a voice note if typing is a bother'],
      ['Point', 'Pay by UPI once we confirm the order'],
      ['Button Text', 'Start a chat'],
      ['Button Link', '?chat=open'],
    ],
    { viewMode: 'mobile' },
  ),
  section(
    'sec-s1-card-monsoon-box',
    'Section 1 Card',
    6,
    [
      ['Icon', 'sun'],
      ['Main Title', 'Paused for now'],
      ['Title', 'Monsoon pakora box'],
      [
        'Description',
        'Every Saturday in July and August we delivered fresh besan mix, hari chutney and a jar of chilli pickle for rainy-evening pakoras. We have paused it while we move to a bigger kitchen.',
      ],
      ['Sub Title', 'What was in the box'],
      ['Point', 'Spiced besan mix for four people'],
      ['Point', 'Pudina-dhania chutney, made that morning'],
      ['Point', '100 g jar of hari mirch pickle'],
      ['Button Text', 'Tell me when it is back'],
    ],
    { status: 'hide' },
  ),

  // Section 2: how we work
  section('sec-s2', 'Section 2', 7, [
    ['Title', 'How we work'],
    [
      'Sub Title',
      'Slow, small and on purpose. A few habits we have kept since the first jar of garam masala left our kitchen in 2016.',
    ],
  ]),
  section('sec-s2-card-sourcing', 'Section 2 Card', 8, [
    ['Icon', 'leaf'],
    ['Main Title', 'Sourcing'],
    ['Tagline', 'From the farm, not a warehouse'],
    ['Title', 'We buy whole spices from people we know'],
    ['Sub Title Part 1', 'Jeera from Unjha, chillies from Mathania,'],
    ['Sub Title Part 2', 'and kesar straight from Pampore.'],
    [
      'Description 1',
      'Rohit visits the Jaipur mandi every fortnight and buys whole spices he can smell and crack open. We never buy ready-made powders, because there is no way to check what is in them.',
    ],
    [
      'Description 2',
      'Our saffron comes from one family in Pampore we have bought from for six years, with a lab report for every harvest.',
    ],
  ]),
  section('sec-s2-card-grinding', 'Section 2 Card', 9, [
    ['Icon', 'flame'],
    ['Main Title', 'Grinding'],
    ['Tagline', 'Tuesday is grinding day'],
    ['Title', 'Roasted and ground in 8 kg batches'],
    ['Sub Title Part 1', 'Every batch is dry-roasted by hand,'],
    ['Sub Title Part 2', 'cooled overnight and stone-ground slowly so the oils stay in.'],
    [
      'Description 1',
      'Slow grinding keeps the spices cool, which is why our garam masala still smells like garam masala when you open the jar three months later.',
    ],
    [
      'Description 2',
      'Every jar carries its grinding date. We do not sell anything older than 90 days; whatever is left goes into our own cooking.',
    ],
  ]),
  section('sec-s2-card-together', 'Section 2 Card', 10, [
    ['Icon', 'users'],
    ['Main Title', 'Cooking together'],
    ['Tagline', 'Workshops and custom blends'],
    ['Title', 'We would rather teach you than keep secrets'],
    ['Sub Title Part 1', 'Saturday workshops at our kitchen table,'],
    ['Sub Title Part 2', 'and blends made from the recipe your nani wrote down.'],
    [
      'Description 1',
      'Groups of up to eight cook a full Rajasthani thali with us in three hours, then sit down and eat it. Most people come for the dal baati and leave with a pickle recipe.',
    ],
    [
      'Description 2',
      'Bring us your family masala recipe, even if it says “one fistful”, and we will work it out in grams, grind a 1 kg trial batch and keep it on file for repeat orders.',
    ],
  ]),

  // Section 3: what customers got
  section('sec-s3', 'Section 3', 11, [
    ['Title', 'What our customers got'],
    ['Sub Title', 'A few stories from the past year, shared with their permission.'],
  ]),
  section('sec-s3-card-sangeet', 'Section 3 Card', 12, [
    ['Icon', 'heart'],
    ['Tagline', 'Sangeet for 45 guests · C-Scheme, Jaipur'],
    ['Description Title', 'Priya and Ankit’s terrace sangeet'],
    [
      'Description',
      'Priya wanted the food to taste like her grandmother’s, not a banquet hall’s. We did a tasting over video call with her nani in Kota and fixed the menu in one evening.',
    ],
    ['Sub Title', 'What we served'],
    [
      'Second Description',
      'Dal baati churma, gatte ki sabzi, ker sangri, bajra roti and a live jalebi counter, served in brass on the terrace.',
    ],
    ['Point Title', 'How it went'],
    ['Point', '45 guests served, almost nothing left over'],
    ['Point', 'Two more family functions booked that winter'],
    ['Point', 'Nani asked for the gatte recipe'],
    ['Takeaway', 'Home food scales well when you plan the menu with the family, not for them.'],
  ]),
  section('sec-s3-card-hampers', 'Section 3 Card', 13, [
    ['Icon', 'gift'],
    ['Tagline', 'Corporate Diwali · Gurugram'],
    ['Description Title', '180 hampers for a design studio'],
    [
      'Description',
      'The studio’s HR lead wanted a gift people would use, not pass on. We built a hamper with three masalas, a mango pickle and besan ladoo, with each person’s name on the tag.',
    ],
    ['Sub Title', 'How we delivered'],
    [
      'Second Description',
      'Packed over four days in Jaipur, then shipped from our Delhi partner store to 162 homes and two offices.',
    ],
    ['Point Title', 'Results'],
    ['Point', 'All 180 delivered before Dhanteras'],
    ['Point', 'Two broken jars, replaced within 48 hours'],
    ['Point', '220 hampers booked again for this Diwali'],
    ['Takeaway', 'A name on the tag did more than a bigger box would have.'],
  ]),
  section('sec-s3-card-goda-masala', 'Section 3 Card', 14, [
    ['Icon', 'star'],
    ['Tagline', 'Custom blend · Pune'],
    ['Description Title', 'Mrs Deshpande’s goda masala, brought back'],
    [
      'Description',
      'She had her late mother’s handwritten goda masala recipe, but nobody at home could get it right. She sent us a photo of the notebook page on WhatsApp.',
    ],
    ['Sub Title', 'What we did'],
    [
      'Second Description',
      'Three trial batches over three weeks, with Mrs Deshpande tasting each one and replying in voice notes. The fourth batch matched.',
    ],
    ['Point Title', 'What she got'],
    ['Point', 'A 1 kg batch and the recipe written out in grams'],
    ['Point', 'A fresh batch ground for her every quarter'],
    ['Point', 'Extra jars for both her daughters'],
    ['Takeaway', 'A recipe in an old notebook is worth saving, and usually only a few trials away.'],
  ]),
  section(
    'sec-s3-card-team-workshop',
    'Section 3 Card',
    15,
    [
      ['Icon', 'chef'],
      ['Tagline', 'Team workshop · Jaipur'],
      ['Description Title', 'A thali workshop for a start-up team of eight'],
      [
        'Description',
        'An engineering team from Sitapura wanted an offsite without slides. They cooked a full Rajasthani thali with Meera and ate it together at our long table.',
      ],
      ['Sub Title', 'The morning'],
      [
        'Second Description',
        'Three hours, eight aprons, one very smoky tadka and a lunch nobody photographed because they were too busy eating.',
      ],
      ['Point Title', 'What they took home'],
      ['Point', 'A printed recipe card for every dish'],
      ['Point', 'A jar of garam masala each'],
      ['Point', 'A standing booking every quarter'],
      ['Takeaway', 'People remember a meal they cooked long after one they were served.'],
    ],
    { viewMode: 'desktop' },
  ),

  section('sec-products', 'Products', 16, [
    ['Title', 'From our kitchen, ready to order'],
    ['Show', 'newest'],
    ['How Many', '12'],
  ]),
  section('sec-final-cta', 'Final CTA', 17, [
    ['Title', 'Tell us what you are planning'],
    [
      'Sub Title',
      'A Diwali order, a family function or just one jar of pickle: send us a note and we will reply the same day with options and prices.',
    ],
    ['Button Text', 'Send us a message'],
  ]),
  section('sec-contact', 'Contact', 18, [
    ['Title', 'Call or write to the kitchen'],
    ['Phone', DEMO_PHONE],
    ['Email', 'hello@kesarkitchen.in'],
  ]),
]
