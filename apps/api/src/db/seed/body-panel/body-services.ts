import type { SeedPriceNarrowing, SeedService } from '../service-menu/menu-types';

/** A service of the body panel: a menu service for a part, and for one of its damages when only that damage needs it. */
export type SeedBodyService = SeedService & { damageTypeId?: string };

/** Body work on premium and luxury makes costs more: dearer parts and paint. */
const BY_MAKE_SEGMENT: SeedPriceNarrowing[] = [
  { makeSegment: 'premium', factor: 1.3 },
  { makeSegment: 'luxury', factor: 1.8 },
];

type Texts = [en: string, ar: string];
const PANEL_PAINT: Texts = [
  'Dent removal, primer and colour-matched paint for one panel, with a 6-month paint warranty',
  'إزالة الانبعاج وطبقة أساس وطلاء مطابق للون للوحة واحدة، مع ضمان 6 أشهر على الطلاء',
];
const LAMP: Texts = ['A new lamp unit fitted and aimed, with a 12-month warranty', 'تركيب وحدة مصباح جديدة وضبط اتجاهها، مع ضمان 12 شهرًا'];
const GLASS: Texts = [
  'Genuine-grade glass fitted with fresh sealant, ready to drive in two hours',
  'زجاج بجودة أصلية يُركّب بمادة لاصقة جديدة، جاهز للقيادة خلال ساعتين',
];
const BIKE_PART: Texts = ['A new part in your bike’s colour, fitted', 'قطعة جديدة بلون دراجتك مع التركيب'];

const carPart = (
  key: string,
  partId: string,
  name: Texts,
  description: Texts,
  price: SeedService['price'],
  side: string,
  tag = 'Denting & Painting',
): SeedBodyService => ({
  key,
  vehicleType: 'car',
  category: 'denting-painting',
  name,
  description,
  tags: [tag, `${side} Body Panel`],
  price,
  narrowings: BY_MAKE_SEGMENT,
  faqListId: 'body',
  partId,
});

const bikePart = (partId: string, name: Texts, description: Texts, price: SeedService['price']): SeedBodyService => ({
  key: `bike-body-${partId}`,
  vehicleType: 'two-wheeler',
  category: 'denting-painting',
  name,
  description,
  tags: ['Body Work', 'Bike Body Panel'],
  price,
  narrowings: [
    { makeSegment: 'premium', factor: 1.4 },
    { makeSegment: 'luxury', factor: 2.2 },
  ],
  faqListId: 'bike',
  partId,
});

/**
 * The services the demo menus lack for the body panel's parts (the menu already paints the
 * bumpers, bonnet, boot and front doors): every part a customer can tap has a service.
 */
export const BODY_PANEL_SERVICES: SeedBodyService[] = [
  carPart('paint-left-rear-door', 'left-rear-door', ['Left Rear Door Paint', 'طلاء الباب الخلفي الأيسر'], PANEL_PAINT, [3199, 480, 480, 45], 'Left'),
  carPart('paint-right-rear-door', 'right-rear-door', ['Right Rear Door Paint', 'طلاء الباب الخلفي الأيمن'], PANEL_PAINT, [3199, 480, 480, 45], 'Right'),
  carPart('paint-left-front-fender', 'left-front-fender', ['Left Front Fender Paint', 'طلاء الرفرف الأمامي الأيسر'], PANEL_PAINT, [2799, 420, 420, 40], 'Left'),
  carPart(
    'paint-right-front-fender',
    'right-front-fender',
    ['Right Front Fender Paint', 'طلاء الرفرف الأمامي الأيمن'],
    PANEL_PAINT,
    [2799, 420, 420, 40],
    'Right',
  ),
  carPart(
    'paint-left-quarter-panel',
    'left-quarter-panel',
    ['Left Quarter Panel Paint', 'طلاء الرفرف الخلفي الأيسر'],
    PANEL_PAINT,
    [3499, 520, 520, 49],
    'Left',
  ),
  carPart(
    'paint-right-quarter-panel',
    'right-quarter-panel',
    ['Right Quarter Panel Paint', 'طلاء الرفرف الخلفي الأيمن'],
    PANEL_PAINT,
    [3499, 520, 520, 49],
    'Right',
  ),
  carPart('paint-roof', 'roof', ['Roof Paint', 'طلاء السقف'], PANEL_PAINT, [4499, 650, 650, 62], 'Top'),
  carPart(
    'windscreen-replacement',
    'windscreen',
    ['Windscreen Replacement', 'تغيير الزجاج الأمامي'],
    GLASS,
    [7999, 1100, 1100, 105],
    'Front',
    'Glass & Lights',
  ),
  {
    ...carPart(
      'windscreen-chip-repair',
      'windscreen',
      ['Windscreen Chip Repair', 'إصلاح نقرة الزجاج الأمامي'],
      ['Resin fill that stops a chip from spreading, done in 30 minutes', 'تعبئة براتنج توقف انتشار النقرة، خلال 30 دقيقة'],
      [1299, 180, 180, 17],
      'Front',
      'Glass & Lights',
    ),
    damageTypeId: 'chip',
  },
  carPart(
    'rear-windscreen-replacement',
    'rear-windscreen',
    ['Rear Windscreen Replacement', 'تغيير الزجاج الخلفي'],
    GLASS,
    [6499, 900, 900, 85],
    'Rear',
    'Glass & Lights',
  ),
  carPart(
    'left-headlamp-replacement',
    'left-headlamp',
    ['Left Headlamp Replacement', 'تغيير المصباح الأمامي الأيسر'],
    LAMP,
    [4999, 650, 650, 62],
    'Front',
    'Glass & Lights',
  ),
  carPart(
    'right-headlamp-replacement',
    'right-headlamp',
    ['Right Headlamp Replacement', 'تغيير المصباح الأمامي الأيمن'],
    LAMP,
    [4999, 650, 650, 62],
    'Front',
    'Glass & Lights',
  ),
  carPart(
    'left-tail-lamp-replacement',
    'left-tail-lamp',
    ['Left Tail Lamp Replacement', 'تغيير المصباح الخلفي الأيسر'],
    LAMP,
    [2999, 400, 400, 38],
    'Rear',
    'Glass & Lights',
  ),
  carPart(
    'right-tail-lamp-replacement',
    'right-tail-lamp',
    ['Right Tail Lamp Replacement', 'تغيير المصباح الخلفي الأيمن'],
    LAMP,
    [2999, 400, 400, 38],
    'Rear',
    'Glass & Lights',
  ),
  carPart(
    'left-mirror-replacement',
    'left-mirror',
    ['Left Mirror Replacement', 'تغيير المرآة الجانبية اليسرى'],
    ['A new mirror unit, painted to match and fitted', 'وحدة مرآة جديدة مطلية بلون السيارة ومركّبة'],
    [2499, 350, 350, 33],
    'Left',
    'Glass & Lights',
  ),
  carPart(
    'right-mirror-replacement',
    'right-mirror',
    ['Right Mirror Replacement', 'تغيير المرآة الجانبية اليمنى'],
    ['A new mirror unit, painted to match and fitted', 'وحدة مرآة جديدة مطلية بلون السيارة ومركّبة'],
    [2499, 350, 350, 33],
    'Right',
    'Glass & Lights',
  ),
  bikePart(
    'fuel-tank',
    ['Fuel Tank Dent & Paint', 'إصلاح انبعاج وطلاء خزان الوقود'],
    ['Dent pulled, primed and painted to match, with a 6-month paint warranty', 'سحب الانبعاج وطبقة أساس وطلاء مطابق، مع ضمان 6 أشهر على الطلاء'],
    [2499, 260, 260, 25],
  ),
  bikePart('front-mudguard', ['Front Mudguard Replacement', 'تغيير واقي الطين الأمامي'], BIKE_PART, [899, 95, 95, 9]),
  bikePart('rear-mudguard', ['Rear Mudguard Replacement', 'تغيير واقي الطين الخلفي'], BIKE_PART, [999, 105, 105, 10]),
  bikePart('left-side-panel', ['Left Side Panel Replacement', 'تغيير اللوحة الجانبية اليسرى'], BIKE_PART, [799, 85, 85, 8]),
  bikePart('right-side-panel', ['Right Side Panel Replacement', 'تغيير اللوحة الجانبية اليمنى'], BIKE_PART, [799, 85, 85, 8]),
  bikePart('headlamp', ['Headlamp Replacement', 'تغيير المصباح الأمامي'], LAMP, [1499, 160, 160, 15]),
  bikePart('tail-lamp', ['Tail Lamp Replacement', 'تغيير المصباح الخلفي'], LAMP, [699, 75, 75, 7]),
  bikePart(
    'front-fork',
    ['Front Fork Repair & Oil Seals', 'إصلاح الشوكة الأمامية وموانع التسرب'],
    ['Fork tubes straightened or replaced, new oil seals and fresh fork oil', 'تقويم أنابيب الشوكة أو تغييرها، مع موانع تسرب وزيت شوكة جديد'],
    [1999, 210, 210, 20],
  ),
  bikePart(
    'exhaust',
    ['Silencer Replacement', 'تغيير كاتم الصوت'],
    ['A new silencer fitted with new gaskets', 'كاتم صوت جديد يُركّب مع حشوات جديدة'],
    [2999, 320, 320, 30],
  ),
  bikePart(
    'seat',
    ['Seat Cover Replacement', 'تغيير غطاء المقعد'],
    ['The seat re-covered in weatherproof vinyl', 'إعادة تنجيد المقعد بفينيل مقاوم للطقس'],
    [1199, 130, 130, 12],
  ),
];
