import { isPillTag } from '@servicebay/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { catalogServices } from '../../schema';
import type { SeedService } from './menu-types';

/** The demo menus' pill tags in Arabic; a tag the menus use that is missing here fails the seed's test. */
export const TAG_NAMES_AR: Record<string, string> = {
  'Periodic Service': 'الخدمة الدورية',
  Popular: 'الأكثر طلبًا',
  Recommended: 'موصى بها',
  Brakes: 'الفرامل',
  Battery: 'البطارية',
  'Tyres & Wheels': 'الإطارات والعجلات',
  Detailing: 'العناية والتلميع',
  'AC Service': 'خدمة التكييف',
  Insurance: 'التأمين',
  'Denting & Painting': 'السمكرة والدهان',
  'Glass & Lights': 'الزجاج والمصابيح',
  'Body Work': 'أعمال الهيكل',
};

/** The Arabic beside each of a demo service's tags; a hidden tag ('… Body Panel') keeps its English words. */
export const tagsInArabic = (tags: readonly string[]): string[] => tags.map((tag) => (isPillTag(tag) ? (TAG_NAMES_AR[tag] ?? tag) : tag));

/**
 * Gives the demo services of a database seeded before tags had Arabic words theirs, in one
 * statement at start. Only rows whose tags are still the demo's for their key and that have no
 * Arabic yet: a brand's own tags are left alone.
 */
export async function fillDemoTagNames(db: Db, services: readonly SeedService[]): Promise<void> {
  const demo = JSON.stringify(Object.fromEntries(services.map((service) => [service.key, { tags: service.tags, ar: tagsInArabic(service.tags) }])));
  await db.execute(sql`
    update ${catalogServices} set display_tags_ar = array(select jsonb_array_elements_text(demo.value -> 'ar'))
    from jsonb_each(${demo}::jsonb) as demo
    where ${catalogServices.key} = demo.key
      and ${catalogServices.displayTagsAr} is null
      and ${catalogServices.displayTags} = array(select jsonb_array_elements_text(demo.value -> 'tags'))`);
}
