import type { Db } from '../client';
import { feedbackQuestions } from '../schema';
import { brandsLacking } from './brands-lacking';

/** The demo feedback template: what a service advisor would ask after handing a vehicle back. */
const SEED_QUESTIONS: [en: string, ar: string][] = [
  ['Quality of work', 'جودة العمل'],
  ['Delivered on time', 'التسليم في الموعد'],
  ['Staff behaviour', 'تعامل الموظفين'],
  ['Pickup and drop', 'الاستلام والتوصيل'],
  ['Value for money', 'القيمة مقابل السعر'],
  ['Cleanliness of the vehicle', 'نظافة المركبة'],
];

/** One template per brand; its questions are numbered from 1 within it. */
const TEMPLATE_ID = 1;

/** Gives every brand without feedback questions the demo template. */
export async function seedFeedbackQuestions(db: Db, brands: { id: string }[]): Promise<boolean> {
  const lacking = await brandsLacking(db, feedbackQuestions, feedbackQuestions.brandId, brands);
  for (const brand of lacking) {
    await db.insert(feedbackQuestions).values(
      SEED_QUESTIONS.map(([text, textAr], index) => ({
        brandId: brand.id,
        feedbackItemId: index + 1,
        primaryId: TEMPLATE_ID,
        text,
        textAr,
        position: index,
      })),
    );
  }
  return lacking.length > 0;
}
