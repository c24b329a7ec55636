import type { Catalogue } from '../en';

/** Arabic texts of the dashboard's next steps. */
export const homeAr: Catalogue['home'] = {
  liveBooking: {
    title: 'خدمتك',
    code: 'الحجز {{code}}',
    progress: 'تقدّم الخدمة: أُنجز {{percent}}٪',
    now: 'الآن: {{step}}',
  },
  nextSteps: {
    title: 'لنجهّز حسابك',
    intro: 'بضع خطوات سريعة ويصبح حجز الصيانة مسألة دقيقة.',
    progress: 'أُنجز {{done}} من {{total}}',
    done: 'تم',
    steps: {
      addVehicle: { title: 'أضف مركبة', hint: 'لنعرض لك الخدمات والأسعار المناسبة لها' },
      addAddress: { title: 'أضف عنوانًا', hint: 'حيث نستلم مركبتك ونعيدها إليك' },
      uploadDocument: { title: 'ارفع مستندًا', hint: 'التأمين أو شهادة الفحص أو الاستمارة' },
      personalDetails: { title: 'أكمل بياناتك الشخصية', hint: 'اسمك وبريدك الإلكتروني وتاريخ ميلادك' },
    },
  },
};
