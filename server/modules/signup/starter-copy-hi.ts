import type { BusinessKind } from '../../../contract/signup.js'
import type { StarterTexts } from './starter-copy.js'

/**
 * The Hindi version of each kind's starter copy (`./starter-copy.ts`): site content, not interface text, so it sits
 * beside the English and not in locales/. A new site's sections carry these texts as `<key>@hi` siblings, which
 * Hindi readers of the page see until the owner rewrites them (src/registry/localise-values.ts). Written as Indian
 * shops write for their customers: polite आप forms and the commerce words of the glossary in locales/README.md
 * (ऑर्डर, डिलीवरी). The topic's texts wait for topics to carry a Hindi version: the widget's topics have one name
 * (contract/page.ts `Topic`), so a new site's first topic is English for now.
 */
export const STARTER_COPY_HI: Record<BusinessKind, StarterTexts> = {
  'home-kitchen': {
    heroTitle: '{name} की रसोई से घर का बना खाना',
    about: 'ताज़ा, घर जैसा खाना, {city} में कम मात्रा में पकाया हुआ और आपके व आपके परिवार के लिए ऑर्डर पर बना।',
    offerTitle: 'हम क्या पकाते हैं',
    offerSubTitle: 'इस पेज की चैट से ऑर्डर करें; हर ऑर्डर हम खुद कन्फ़र्म करते हैं।',
    cards: [
      { title: 'रोज़ का खाना', description: 'हर दिन ताज़ा बना लंच और डिनर टिफ़िन।' },
      { title: 'मिठाई और नमकीन', description: 'त्योहारों की मिठाई और नमकीन, आपके ऑर्डर पर।' },
      { title: 'पार्टी ऑर्डर', description: 'आपके फ़ंक्शन और पार्टियों के लिए खाना।' },
    ],
    aboutTitle: 'हमारी रसोई के बारे में',
    ctaTitle: 'भूख लगी है? बताएँ आपको क्या खाना है',
    ctaSubTitle: 'हमें मैसेज भेजें, हम मेन्यू और कीमतें बताएँगे।',
    ctaButton: 'ऑर्डर प्लान करें',
    topic: { name: 'खाना ऑर्डर करें', description: 'रोज़ का खाना, मिठाई और पार्टी ऑर्डर' },
  },
  boutique: {
    heroTitle: '{name} में नए स्टाइल',
    about: '{city} का बुटीक: ध्यान से चुने गए कपड़े और एक्सेसरीज़, और आपके नाप की सिलाई।',
    offerTitle: 'हमारे यहाँ क्या मिलेगा',
    offerSubTitle: 'साइज़, रंग और नए कलेक्शन के बारे में चैट में पूछें।',
    cards: [
      { title: 'नया कलेक्शन', description: 'हर सीज़न नए डिज़ाइन।' },
      { title: 'आपके नाप का', description: 'आपके कहने पर ऑल्टरेशन और सिलाई।' },
      { title: 'डिलीवरी', description: '{city} में डिलीवरी, और पूरे भारत में शिपिंग।' },
    ],
    aboutTitle: 'बुटीक के बारे में',
    ctaTitle: 'कुछ ख़ास ढूँढ रहे हैं?',
    ctaSubTitle: 'मौक़ा बताएँ, हम आपको उसके हिसाब से चीज़ें दिखाएँगे।',
    ctaButton: 'हमसे पूछें',
    topic: { name: 'शॉपिंग', description: 'कपड़े, एक्सेसरीज़ और सिलाई' },
  },
  salon: {
    heroTitle: '{name} में पाएँ अपना बेस्ट लुक',
    about: '{city} का सैलून: बाल, स्किन और ग्रूमिंग, ट्रेंड स्टाफ़ और हाइजीनिक टूल्स के साथ।',
    offerTitle: 'हमारी सेवाएँ',
    offerSubTitle: 'इस पेज की चैट से अपना स्लॉट बुक करें।',
    cards: [
      { title: 'बाल', description: 'कटिंग, कलर और ट्रीटमेंट।' },
      { title: 'स्किन', description: 'फ़ेशियल और स्किन केयर।' },
      { title: 'ब्राइडल', description: 'आपके ख़ास दिन के लिए पैकेज।' },
    ],
    aboutTitle: 'हमारे सैलून के बारे में',
    ctaTitle: 'अपॉइंटमेंट बुक करें',
    ctaSubTitle: 'बताएँ आपको कब सुविधा है, हम आपके लिए स्लॉट रखेंगे।',
    ctaButton: 'स्लॉट बुक करें',
    topic: { name: 'सर्विस बुक करें', description: 'बाल, स्किन और ब्राइडल' },
  },
  tutor: {
    heroTitle: '{name} के साथ सीखें',
    about: '{city} में और ऑनलाइन क्लास, छोटे ग्रुप में या वन-टू-वन, हर स्टूडेंट की रफ़्तार के हिसाब से।',
    offerTitle: 'क्लास',
    offerSubTitle: 'विषय, टाइमिंग और फ़ीस के बारे में चैट में पूछें।',
    cards: [
      { title: 'छोटे ग्रुप', description: 'हर बैच में कम स्टूडेंट, ताकि हर एक पर ध्यान दिया जा सके।' },
      { title: 'वन-टू-वन', description: 'पूरे ध्यान के साथ पर्सनल सेशन।' },
      { title: 'आपकी सुविधा की टाइमिंग', description: 'वीकडे और वीकेंड बैच।' },
    ],
    aboutTitle: 'क्लास के बारे में',
    ctaTitle: 'पहली क्लास मुफ़्त में बुक करें',
    ctaSubTitle: 'विषय और लेवल बताएँ, हम आपके लिए सही बैच सुझाएँगे।',
    ctaButton: 'क्लास के बारे में पूछें',
    topic: { name: 'क्लास जॉइन करें', description: 'विषय, बैच और फ़ीस' },
  },
  repair: {
    heroTitle: '{name} में जल्दी और ईमानदार रिपेयर',
    about: '{city} में रिपेयर, पहली बार में सही, और काम शुरू करने से पहले साफ़ कीमत।',
    offerTitle: 'हम क्या रिपेयर करते हैं',
    offerSubTitle: 'चैट में समस्या बताएँ और कोटेशन पाएँ।',
    cards: [
      { title: 'जाँच', description: 'हम ख़राबी ढूँढकर पहले ख़र्च बताते हैं।' },
      { title: 'जल्दी काम', description: 'ज़्यादातर रिपेयर उसी दिन या अगले दिन।' },
      { title: 'पिकअप', description: 'आपके कहने पर {city} में पिकअप और ड्रॉप।' },
    ],
    aboutTitle: 'हमारे बारे में',
    ctaTitle: 'कुछ ख़राब हो गया?',
    ctaSubTitle: 'एक फ़ोटो और दो लाइन भेजें, हम कोटेशन के साथ जवाब देंगे।',
    ctaButton: 'कोटेशन पाएँ',
    topic: { name: 'रिपेयर बुक करें', description: 'कोटेशन, पिकअप और रिपेयर' },
  },
  other: {
    heroTitle: '{name} में आपका स्वागत है',
    about: '{city} का एक लोकल बिज़नेस, ध्यान से आपकी मदद के लिए।',
    offerTitle: 'हम क्या देते हैं',
    offerSubTitle: 'इस पेज की चैट में हमसे कुछ भी पूछें।',
    cards: [
      { title: 'क्वालिटी', description: 'ऐसा काम जिस पर हमें गर्व है।' },
      { title: 'पर्सनल सर्विस', description: 'सीधे हमसे बात करें, हम जल्दी जवाब देते हैं।' },
      { title: 'लोकल', description: 'गर्व से {city} की सेवा में।' },
    ],
    aboutTitle: 'हमारे बारे में',
    ctaTitle: 'संपर्क करें',
    ctaSubTitle: 'बताएँ आपको क्या चाहिए, हम जल्द जवाब देंगे।',
    ctaButton: 'हमसे संपर्क करें',
    topic: { name: 'हमसे पूछें', description: 'सवाल और ऑर्डर' },
  },
}
