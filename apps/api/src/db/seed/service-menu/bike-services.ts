import type { SeedPriceNarrowing, SeedService } from './menu-types';

const BIG_BIKES: SeedPriceNarrowing[] = [
  { makeSegment: 'premium', factor: 1.4 },
  { makeSegment: 'luxury', factor: 2.2 },
];

const bike = (service: Omit<SeedService, 'vehicleType' | 'narrowings'>): SeedService => ({ vehicleType: 'two-wheeler', narrowings: BIG_BIKES, ...service });

/** The two-wheeler menu: what a bike workshop does, for the bike brand and the brands that serve both. */
export const BIKE_SERVICES: SeedService[] = [
  bike({
    key: 'bike-general-service',
    category: 'bike-care',
    name: ['Bike General Service', 'الصيانة العامة للدراجة'],
    description: [
      'Engine oil change, air filter clean, chain lube and adjustment, brake check and a wash',
      'تغيير زيت المحرك، تنظيف فلتر الهواء، تشحيم وضبط السلسلة، فحص الفرامل وغسيل',
    ],
    tags: ['Periodic Service', 'Popular'],
    recommended: true,
    price: [899, 119, 119, 11],
    addOnSections: [
      {
        key: 'bike-oil-grade',
        en: 'Engine oil grade',
        ar: 'درجة زيت المحرك',
        selectionType: 'Single',
        items: [
          { key: 'bike-oil-10w30', en: '10W-30 mineral', ar: '10W-30 معدني', price: [0, 0, 0, 0], isRecommended: true },
          { key: 'bike-oil-10w40-semi', en: '10W-40 semi-synthetic', ar: '10W-40 شبه صناعي', price: [250, 20, 20, 2] },
          { key: 'bike-oil-10w50-full', en: '10W-50 fully synthetic', ar: '10W-50 صناعي بالكامل', price: [550, 40, 40, 4] },
        ],
      },
    ],
    faqListId: 'bike',
    articleListId: 'default',
  }),
  bike({
    key: 'bike-brake-service',
    category: 'brakes',
    name: ['Bike Brake Service', 'صيانة فرامل الدراجة'],
    description: ['Brake pads or shoes replaced, fluid topped up and the levers adjusted', 'تغيير فحمات أو أحذية الفرامل، تعبئة السائل وضبط المقابض'],
    tags: ['Brakes'],
    price: [699, 89, 89, 8.5],
    faqListId: 'brakes',
  }),
  bike({
    key: 'bike-battery',
    category: 'battery',
    name: ['Bike Battery Replacement', 'تغيير بطارية الدراجة'],
    description: ['A new sealed battery with a 24-month warranty, fitted', 'بطارية مغلقة جديدة بضمان 24 شهرًا مع التركيب'],
    tags: ['Battery'],
    price: [1799, 159, 159, 15],
    faqListId: 'battery',
  }),
  bike({
    key: 'bike-tyre',
    category: 'tyres',
    name: ['Bike Tyre Replacement', 'تغيير إطار الدراجة'],
    description: ['A new tubeless tyre fitted and the wheel balanced', 'تركيب إطار جديد بدون أنبوب وترصيص العجلة'],
    tags: ['Tyres & Wheels'],
    price: [1999, 179, 179, 17],
    faqListId: 'tyres',
  }),
  bike({
    key: 'bike-spa',
    category: 'detailing',
    name: ['Bike Wash & Polish', 'غسيل وتلميع الدراجة'],
    description: ['Foam wash, chain clean, body polish and rust protection spray', 'غسيل بالرغوة، تنظيف السلسلة، تلميع الهيكل ورش حماية من الصدأ'],
    tags: ['Detailing'],
    price: [499, 49, 49, 4.5],
    faqListId: 'detailing',
  }),
];
