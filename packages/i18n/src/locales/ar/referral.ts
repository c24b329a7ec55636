import type { Catalogue } from '../en';

/** النصوص العربية لبرنامج الإحالة. */
export const referralAr: Catalogue['referral'] = {
  title: 'ادعُ واربح',
  menu: 'ادعُ واربح',
  intro: 'ادعُ أصدقاءك لصيانة مركباتهم معنا واربح النقاط.',
  loadFailed: 'تعذّر تحميل تفاصيل الإحالة.',
  hero: {
    pointsLabel: 'النقاط المكتسبة',
    pointsUnit: 'نقطة',
    earnUpTo: 'اربح حتى {{maxCoins}} نقطة بدعوة {{total}} أصدقاء',
    codeLabel: 'رمز الإحالة الخاص بك',
    copy: 'نسخ',
    copyLabel: 'انسخ رمزك {{code}}',
    copied: 'تم النسخ',
    copiedNote: 'تم نسخ الرمز {{code}}',
    copyFailed: 'تعذّر النسخ. حدّد الرمز وانسخه بنفسك.',
    share: 'مشاركة',
    shareLabel: 'شارك رمزك {{code}}',
    shareTitle: 'ادعُ واربح',
    shareText: 'استخدم رمزي {{code}} عند انضمامك إلى {{brand}} واحجز أول خدمة لمركبتك: {{link}}',
    messageCopied: 'تم نسخ رسالة الدعوة. الصقها في محادثة مع صديقك.',
  },
  progress: {
    remaining: 'الإحالات المتبقية: {{remaining}} من {{total}}',
    label: 'الإحالات المستخدمة: {{used}} من {{total}}',
    allUsed: 'لقد استخدمت جميع إحالاتك. شكرًا لنشرك الكلمة!',
  },
  howItWorks: {
    title: 'كيف يعمل',
    share: 'شارك رمزك مع صديق',
    book: 'يطبّق صديقك الرمز ويحجز خدمة خلال {{days}} يومًا',
    earn: 'تربح {{points}} نقطة عند اكتمال أول خدمة له',
  },
  terms: {
    title: 'الشروط',
    perFriend: 'اربح {{points}} نقطة عن كل صديق تكتمل أول خدمة له.',
    max: 'يمكنك أن تربح {{maxCoins}} نقطة كحدٍّ أقصى، عن {{total}} أصدقاء.',
    window: 'يجب أن يحجز صديقك خدمة خلال {{days}} يومًا من تطبيق رمزك.',
    own: 'لا يمكن استخدام رمزك الخاص.',
    once: 'يمكن للصديق تطبيق رمز إحالة واحد فقط.',
  },
  apply: {
    region: 'طبّق رمز صديقك',
    label: 'رمز إحالة صديقك',
    placeholder: 'أدخل الرمز',
    submit: 'تطبيق',
    applied: 'تم تطبيق رمز الإحالة. احجز خدمة خلال 30 يومًا لمكافأة صديقك.',
    joined: 'انضممت باستخدام الرمز {{code}}',
    joinedNote: 'احجز خدمة خلال {{days}} يومًا لمكافأة صديقك.',
  },
  rules: {
    empty: 'يرجى إدخال رمز إحالة صالح',
    unknown: 'لا يوجد مستخدم بهذا الرمز',
  },
};
