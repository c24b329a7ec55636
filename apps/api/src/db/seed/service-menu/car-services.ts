import type { SeedAddOnSection, SeedPriceNarrowing, SeedService } from './menu-types';

/** Luxury and premium makes cost more to service; electric cars have no oil to change. */
const BY_MAKE_SEGMENT: SeedPriceNarrowing[] = [
  { makeSegment: 'premium', factor: 1.3 },
  { makeSegment: 'luxury', factor: 1.8 },
];
const PERIODIC_NARROWINGS: SeedPriceNarrowing[] = [...BY_MAKE_SEGMENT, { fuelType: 'DIESEL', factor: 1.1 }, { fuelType: 'ELECTRIC', factor: 0.6 }];

const OIL_GRADES: SeedAddOnSection = {
  key: 'oil-grade',
  en: 'Engine oil grade',
  ar: 'درجة زيت المحرك',
  selectionType: 'Single',
  items: [
    { key: 'oil-5w30-semi', en: '5W-30 semi-synthetic', ar: '5W-30 شبه صناعي', price: [0, 0, 0, 0], isRecommended: true },
    { key: 'oil-0w20-full', en: '0W-20 fully synthetic', ar: '0W-20 صناعي بالكامل', price: [900, 60, 60, 6] },
    { key: 'oil-5w40-full', en: '5W-40 fully synthetic', ar: '5W-40 صناعي بالكامل', price: [1100, 75, 75, 7.5] },
  ],
};

const CAR_EXTRAS: SeedAddOnSection = {
  key: 'extras',
  en: 'Add to this service',
  ar: 'أضف إلى هذه الخدمة',
  selectionType: 'Multiple',
  items: [
    { key: 'wiper-blades', en: 'Wiper blades replacement', ar: 'تغيير شفرات المساحات', price: [699, 45, 45, 4.5], isRecommended: true },
    { key: 'interior-vacuum', en: 'Interior vacuum cleaning', ar: 'تنظيف داخلي بالمكنسة', price: [399, 35, 35, 3.5] },
    { key: 'coolant-flush', en: 'Coolant flush and refill', ar: 'غسيل وتعبئة سائل التبريد', price: [1299, 90, 90, 9] },
  ],
};

const periodic = (key: string, name: [string, string], description: [string, string], price: SeedService['price'], tags: string[]): SeedService => ({
  key,
  vehicleType: 'car',
  category: 'periodic',
  name,
  description,
  tags: ['Periodic Service', ...tags],
  price,
  narrowings: PERIODIC_NARROWINGS,
  addOnSections: [OIL_GRADES, CAR_EXTRAS],
  faqListId: 'periodic',
  articleListId: 'default',
});

/** A body panel's repaint (denting and painting, customer spec section 2's body panel screen). */
const panel = (partId: string, name: [string, string], price: SeedService['price'], side: string): SeedService => ({
  key: `paint-${partId}`,
  vehicleType: 'car',
  category: 'denting-painting',
  name,
  description: [
    'Dent removal, primer and colour-matched paint for one panel, with a 6-month paint warranty',
    'إزالة الانبعاج وطبقة أساس وطلاء مطابق للون للوحة واحدة، مع ضمان 6 أشهر على الطلاء',
  ],
  tags: ['Denting & Painting', `${side} Body Panel`],
  price,
  narrowings: BY_MAKE_SEGMENT,
  faqListId: 'body',
  partId,
});

export const CAR_SERVICES: SeedService[] = [
  periodic(
    'periodic-basic',
    ['Basic Service', 'الخدمة الأساسية'],
    [
      'Engine oil and oil filter change, 20-point inspection, fluid top-ups and a car wash',
      'تغيير زيت المحرك وفلتر الزيت، فحص من 20 نقطة، تعبئة السوائل وغسيل السيارة',
    ],
    [2499, 199, 199, 19.5],
    ['Popular'],
  ),
  {
    ...periodic(
      'periodic-standard',
      ['Standard Service', 'الخدمة القياسية'],
      [
        'Everything in Basic, plus air filter and cabin filter change, brake clean-up and a 40-point inspection',
        'كل ما في الخدمة الأساسية، مع تغيير فلتر الهواء وفلتر المقصورة وتنظيف الفرامل وفحص من 40 نقطة',
      ],
      [3999, 329, 329, 32],
      ['Recommended'],
    ),
    recommended: true,
  },
  periodic(
    'periodic-comprehensive',
    ['Comprehensive Service', 'الخدمة الشاملة'],
    [
      'Everything in Standard, plus spark plugs, fuel filter, throttle body cleaning and a 70-point inspection',
      'كل ما في الخدمة القياسية، مع شمعات الاحتراق وفلتر الوقود وتنظيف بوابة الخانق وفحص من 70 نقطة',
    ],
    [5999, 499, 499, 48],
    [],
  ),
  {
    key: 'brake-pads-front',
    vehicleType: 'car',
    category: 'brakes',
    name: ['Front Brake Pads Replacement', 'تغيير فحمات الفرامل الأمامية'],
    description: ['New front brake pads, caliper clean and lubrication, and a road test', 'فحمات فرامل أمامية جديدة، تنظيف وتشحيم الكاليبر، وتجربة على الطريق'],
    tags: ['Brakes'],
    price: [2199, 249, 249, 24],
    narrowings: BY_MAKE_SEGMENT,
    faqListId: 'brakes',
  },
  {
    key: 'brake-disc-skimming',
    vehicleType: 'car',
    category: 'brakes',
    name: ['Brake Disc Skimming', 'خراطة أقراص الفرامل'],
    description: ['Both front discs skimmed true to end vibration and noise when braking', 'خراطة القرصين الأماميين لإنهاء الاهتزاز والصوت عند الفرملة'],
    tags: ['Brakes'],
    price: [1499, 149, 149, 15],
    narrowings: BY_MAKE_SEGMENT,
    faqListId: 'brakes',
  },
  {
    key: 'ac-service',
    vehicleType: 'car',
    category: 'ac',
    name: ['AC Service', 'صيانة المكيف'],
    description: [
      'Gas top-up, condenser and vent cleaning, cabin filter check and a cooling test',
      'تعبئة غاز، تنظيف المكثف وفتحات التهوية، فحص فلتر المقصورة واختبار التبريد',
    ],
    tags: ['AC Service', 'Popular'],
    promotion: ['Free cabin filter with every AC service this month', 'فلتر مقصورة مجاني مع كل صيانة مكيف هذا الشهر'],
    price: [1999, 179, 179, 17],
    narrowings: BY_MAKE_SEGMENT,
    addOnSections: [
      {
        key: 'ac-extras',
        en: 'Add to this service',
        ar: 'أضف إلى هذه الخدمة',
        selectionType: 'Multiple',
        items: [
          {
            key: 'ac-disinfection',
            en: 'Anti-bacterial vent treatment',
            ar: 'معالجة فتحات التهوية المضادة للبكتيريا',
            price: [599, 49, 49, 5],
            isRecommended: true,
          },
          { key: 'cabin-filter', en: 'Cabin filter replacement', ar: 'تغيير فلتر المقصورة', price: [799, 59, 59, 6] },
        ],
      },
    ],
    faqListId: 'ac',
  },
  {
    key: 'battery-replacement',
    vehicleType: 'car',
    category: 'battery',
    name: ['Battery Replacement', 'تغيير البطارية'],
    description: [
      'A new maintenance-free battery with a 36-month warranty, fitted and the old one recycled',
      'بطارية جديدة لا تحتاج صيانة بضمان 36 شهرًا، تركيب وإعادة تدوير القديمة',
    ],
    tags: ['Battery'],
    price: [5499, 399, 399, 38],
    narrowings: BY_MAKE_SEGMENT,
    faqListId: 'battery',
  },
  {
    key: 'tyre-replacement',
    vehicleType: 'car',
    category: 'tyres',
    name: ['Tyre Replacement (per tyre)', 'تغيير إطار (للإطار الواحد)'],
    description: ['A new tyre of your size, fitted, balanced and the valve replaced', 'إطار جديد بمقاس سيارتك، تركيب وترصيص وتغيير الصمام'],
    tags: ['Tyres & Wheels'],
    price: [4999, 349, 349, 33],
    narrowings: BY_MAKE_SEGMENT,
    faqListId: 'tyres',
  },
  {
    key: 'wheel-alignment',
    vehicleType: 'car',
    category: 'alignment',
    name: ['Wheel Alignment & Balancing', 'ضبط الزوايا وترصيص العجلات'],
    description: ['Computerised four-wheel alignment and balancing of all four wheels', 'ضبط زوايا الأربع عجلات بالكمبيوتر وترصيص العجلات الأربع'],
    tags: ['Tyres & Wheels', 'Popular'],
    price: [999, 129, 129, 12],
    narrowings: BY_MAKE_SEGMENT,
    faqListId: 'tyres',
  },
  panel('front-bumper', ['Front Bumper Paint', 'طلاء الصدام الأمامي'], [2999, 450, 450, 42], 'Front'),
  panel('bonnet', ['Bonnet Paint', 'طلاء غطاء المحرك'], [3499, 550, 550, 52], 'Front'),
  panel('rear-bumper', ['Rear Bumper Paint', 'طلاء الصدام الخلفي'], [2999, 450, 450, 42], 'Rear'),
  panel('boot', ['Boot Lid Paint', 'طلاء غطاء الصندوق'], [3299, 500, 500, 47], 'Rear'),
  panel('left-front-door', ['Left Front Door Paint', 'طلاء الباب الأمامي الأيسر'], [3199, 480, 480, 45], 'Left'),
  panel('right-front-door', ['Right Front Door Paint', 'طلاء الباب الأمامي الأيمن'], [3199, 480, 480, 45], 'Right'),
  {
    key: 'car-spa',
    vehicleType: 'car',
    category: 'detailing',
    name: ['Car Spa & Deep Cleaning', 'سبا السيارة والتنظيف العميق'],
    description: ['Foam wash, interior shampoo, dashboard polish and tyre dressing', 'غسيل بالرغوة، تنظيف الفرش بالشامبو، تلميع لوحة القيادة وتلميع الإطارات'],
    tags: ['Detailing'],
    price: [1799, 149, 149, 14],
    faqListId: 'detailing',
  },
  {
    key: 'ceramic-coating',
    vehicleType: 'car',
    category: 'detailing',
    name: ['Ceramic Coating', 'الطلاء السيراميكي'],
    description: [
      'Paint correction and a 9H ceramic coat that keeps the shine for up to 3 years',
      'تصحيح الطلاء وطبقة سيراميك 9H تحافظ على اللمعان حتى 3 سنوات',
    ],
    tags: ['Detailing'],
    promotion: ['Free interior detailing with ceramic coating', 'تنظيف داخلي مجاني مع الطلاء السيراميكي'],
    price: [17999, 1499, 1499, 145],
    narrowings: BY_MAKE_SEGMENT,
    faqListId: 'detailing',
  },
  {
    key: 'insurance-claim',
    vehicleType: 'car',
    category: 'insurance',
    name: ['Insurance Claim Assistance', 'المساعدة في مطالبة التأمين'],
    description: [
      'We inspect the damage, file the claim with your insurer and repair once it is approved',
      'نفحص الضرر ونقدم المطالبة لشركة التأمين ونصلح السيارة بعد الموافقة',
    ],
    tags: ['Insurance'],
    price: [0, 0, 0, 0],
    faqListId: 'insurance',
  },
];
