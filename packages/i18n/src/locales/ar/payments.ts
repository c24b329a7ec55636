import type { Catalogue } from '../en';

/** النصوص العربية للدفعة المقدمة: زر الدفع ولافتات حالة الدفع والحجز. */
export const paymentsAr: Catalogue['payments'] = {
  payAdvance: 'ادفع المقدم {{amount}}',
  payBill: 'ادفع {{amount}}',
  payBalance: 'ادفع الرصيد {{amount}}',
  checking: 'جارٍ التحقق من الدفع…',
  unsent: 'تعذّر التحقق من الدفع. تحقّق من اتصالك وحاول مرة أخرى.',
  banner: {
    paymentPending: { title: 'الدفع معلّق', advance: 'ادفع المقدم وقدره {{amount}} لتأكيد حجزك.', bill: 'ادفع {{amount}} لإتمام حجزك.' },
    paymentSuccessful: { title: 'تم الدفع بنجاح', text: 'تم دفع {{amount}}. حجزك مؤكد.' },
    paymentFailed: { title: 'فشل الدفع', text: 'سيتم استرداد أي مبلغ تم خصمه' },
    paymentCancelled: { title: 'تم إلغاء الدفع', text: 'لم يُخصم أي مبلغ. يمكنك الدفع متى شئت.' },
    bookingConfirmed: { title: 'تم تأكيد الحجز', text: 'موعدك يوم {{date}} محجوز.' },
    bookingCancelled: { title: 'تم إلغاء الحجز', text: 'أُلغي هذا الحجز. يمكنك الحجز من جديد في أي وقت.' },
  },
  refund: {
    title: 'استرداد الدفعة المقدمة',
    pending: 'بدأ الاسترداد',
    processed: 'تم الاسترداد',
    failed: 'تعذّر الاسترداد — تواصل مع الورشة',
    pendingHint: 'يصل المبلغ إلى وسيلة الدفع الأصلية خلال 5–7 أيام عمل.',
    processedOn: 'تم الاسترداد في {{date}}',
  },
};
