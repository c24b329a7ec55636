import type { TVehicleType } from '@servicebay/domain';

/** A demo kind of damage, in English and Arabic; the list runs from the lightest to the heaviest. */
export type SeedDamageType = { key: string; name: [en: string, ar: string] };

export const SEED_DAMAGE_TYPES: SeedDamageType[] = [
  { key: 'scratch', name: ['Scratch', 'خدش'] },
  { key: 'paint-fade', name: ['Faded paint', 'بهتان الطلاء'] },
  { key: 'foggy-lens', name: ['Foggy lens', 'عدسة معتمة'] },
  { key: 'chip', name: ['Chip', 'نقرة صغيرة'] },
  { key: 'dent', name: ['Dent', 'انبعاج'] },
  { key: 'tear', name: ['Tear', 'تمزق'] },
  { key: 'rust', name: ['Rust', 'صدأ'] },
  { key: 'oil-leak', name: ['Oil leak', 'تسرب زيت'] },
  { key: 'bent', name: ['Bent', 'انحناء'] },
  { key: 'crack', name: ['Crack', 'شرخ'] },
  { key: 'broken', name: ['Broken', 'مكسور'] },
];

/** A demo part: its key (the drawings and the menu's services use it), names and damages. */
export type SeedBodyPart = { key: string; vehicleType: TVehicleType; name: [en: string, ar: string]; damages: string[] };

const PAINTED = ['scratch', 'paint-fade', 'dent', 'rust'];
const BUMPER = ['scratch', 'paint-fade', 'dent', 'crack', 'broken'];
const GLASS = ['chip', 'crack'];
const PLASTIC = ['scratch', 'crack', 'broken'];

const car = (key: string, name: [string, string], damages: string[]): SeedBodyPart => ({ key, vehicleType: 'car', name, damages });
const bike = (key: string, name: [string, string], damages: string[]): SeedBodyPart => ({ key, vehicleType: 'two-wheeler', name, damages });

/** Both sides of a car part: the car's own left and right (the driver's), not the picture's. */
const sides = (key: string, [en, ar]: [string, [string, string]], damages: string[]) => [
  car(`left-${key}`, [`Left ${en}`, ar[0]], damages),
  car(`right-${key}`, [`Right ${en}`, ar[1]], damages),
];

export const SEED_BODY_PARTS: SeedBodyPart[] = [
  car('front-bumper', ['Front bumper', 'الصدام الأمامي'], BUMPER),
  car('bonnet', ['Bonnet', 'غطاء المحرك'], PAINTED),
  ...sides('headlamp', ['headlamp', ['المصباح الأمامي الأيسر', 'المصباح الأمامي الأيمن']], ['foggy-lens', 'crack', 'broken']),
  car('windscreen', ['Windscreen', 'الزجاج الأمامي'], GLASS),
  car('roof', ['Roof', 'السقف'], PAINTED),
  ...sides('mirror', ['mirror', ['المرآة الجانبية اليسرى', 'المرآة الجانبية اليمنى']], PLASTIC),
  ...sides('front-fender', ['front fender', ['الرفرف الأمامي الأيسر', 'الرفرف الأمامي الأيمن']], PAINTED),
  ...sides('front-door', ['front door', ['الباب الأمامي الأيسر', 'الباب الأمامي الأيمن']], PAINTED),
  ...sides('rear-door', ['rear door', ['الباب الخلفي الأيسر', 'الباب الخلفي الأيمن']], PAINTED),
  ...sides('quarter-panel', ['quarter panel', ['الرفرف الخلفي الأيسر', 'الرفرف الخلفي الأيمن']], PAINTED),
  car('boot', ['Boot lid', 'غطاء الصندوق'], PAINTED),
  car('rear-windscreen', ['Rear windscreen', 'الزجاج الخلفي'], GLASS),
  car('rear-bumper', ['Rear bumper', 'الصدام الخلفي'], BUMPER),
  ...sides('tail-lamp', ['tail lamp', ['المصباح الخلفي الأيسر', 'المصباح الخلفي الأيمن']], ['crack', 'broken']),
  bike('headlamp', ['Headlamp', 'المصباح الأمامي'], ['foggy-lens', 'crack', 'broken']),
  bike('front-fork', ['Front fork', 'الشوكة الأمامية'], ['oil-leak', 'bent']),
  bike('front-mudguard', ['Front mudguard', 'واقي الطين الأمامي'], PLASTIC),
  bike('fuel-tank', ['Fuel tank', 'خزان الوقود'], PAINTED),
  bike('seat', ['Seat', 'المقعد'], ['tear']),
  bike('left-side-panel', ['Left side panel', 'اللوحة الجانبية اليسرى'], PLASTIC),
  bike('right-side-panel', ['Right side panel', 'اللوحة الجانبية اليمنى'], PLASTIC),
  bike('exhaust', ['Exhaust', 'العادم'], ['dent', 'rust']),
  bike('rear-mudguard', ['Rear mudguard', 'واقي الطين الخلفي'], PLASTIC),
  bike('tail-lamp', ['Tail lamp', 'المصباح الخلفي'], ['crack', 'broken']),
];
