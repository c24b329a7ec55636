import type { Catalogue } from '../en';

/** النصوص العربية للإشعارات. */
export const notificationsAr: Catalogue['notifications'] = {
  title: 'الإشعارات',
  bell: {
    label: 'الإشعارات',
    withCount: 'الإشعارات، غير المقروءة: {{count}}',
  },
  unread: 'غير مقروء',
  justNow: 'الآن',
  listLabel: 'إشعاراتك',
  unreadSummary: 'غير المقروءة: {{count}}',
  allRead: 'قرأت كل إشعاراتك',
  clearAll: 'مسح الكل',
  clearQuestion: 'هل تريد مسح جميع الإشعارات؟',
  clearConfirm: 'مسح',
  clearFailed: 'تعذّر مسح إشعاراتك. حاول مرة أخرى.',
  empty: 'لا توجد إشعارات بعد',
  emptyHint: 'ستظهر هنا آخر المستجدات حول حجوزاتك.',
};
