import type { SeedArticle, SeedFaq } from './menu-types';

export const SEED_FAQS: SeedFaq[] = [
  {
    listId: 'periodic',
    question: ['How often should my car be serviced?', 'كم مرة يجب صيانة سيارتي؟'],
    answer: ['Every 10,000 km or 12 months, whichever comes first, or as your owner’s manual says.', 'كل 10,000 كم أو 12 شهرًا أيهما أسبق، أو حسب دليل المالك.'],
  },
  {
    listId: 'periodic',
    question: ['Will servicing outside the dealer void my warranty?', 'هل تلغي الصيانة خارج الوكالة الضمان؟'],
    answer: [
      'No. We use parts and oils of the maker’s specification and record the service for your warranty.',
      'لا. نستخدم قطعًا وزيوتًا بمواصفات الشركة المصنعة ونوثق الصيانة لضمانك.',
    ],
  },
  {
    listId: 'periodic',
    question: ['How long does a service take?', 'كم تستغرق الصيانة؟'],
    answer: [
      'Four to six hours; with pickup and drop, your car is back the same evening.',
      'من أربع إلى ست ساعات؛ ومع خدمة الاستلام والتوصيل تعود سيارتك في المساء نفسه.',
    ],
  },
  {
    listId: 'brakes',
    question: ['When should brake pads be replaced?', 'متى يجب تغيير فحمات الفرامل؟'],
    answer: [
      'When they are thinner than 3 mm, or when you hear squealing or feel vibration as you brake.',
      'عندما يقل سمكها عن 3 ملم، أو عند سماع صرير أو الشعور باهتزاز عند الفرملة.',
    ],
  },
  {
    listId: 'ac',
    question: ['Why is my AC not cooling?', 'لماذا لا يبرد المكيف؟'],
    answer: [
      'Usually low gas, a clogged condenser or a dirty cabin filter; the AC service checks all three.',
      'غالبًا بسبب نقص الغاز أو انسداد المكثف أو اتساخ فلتر المقصورة؛ وصيانة المكيف تفحص الثلاثة.',
    ],
  },
  {
    listId: 'battery',
    question: ['How long does a battery last?', 'كم يدوم عمر البطارية؟'],
    answer: [
      'Three to five years; heat shortens it, so Gulf batteries are checked every service.',
      'من ثلاث إلى خمس سنوات؛ الحرارة تقصر عمرها، لذلك تُفحص البطارية في كل صيانة.',
    ],
  },
  {
    listId: 'tyres',
    question: ['How often should wheels be aligned?', 'كم مرة يجب ضبط زوايا العجلات؟'],
    answer: ['Every 5,000 km, after new tyres, or when the car pulls to one side.', 'كل 5,000 كم، وبعد تركيب إطارات جديدة، أو عندما تنحرف السيارة إلى جانب.'],
  },
  {
    listId: 'body',
    question: ['Will the new paint match my car’s colour?', 'هل سيطابق الطلاء الجديد لون سيارتي؟'],
    answer: [
      'Yes. The colour is mixed by computer from your car’s paint code and blended into the next panels.',
      'نعم. يُخلط اللون بالكمبيوتر حسب رمز طلاء سيارتك ويُدمج مع الألواح المجاورة.',
    ],
  },
  {
    listId: 'detailing',
    question: ['Is detailing safe for my paint?', 'هل التنظيف العميق آمن على الطلاء؟'],
    answer: ['Yes. We use pH-neutral shampoos and microfibre cloths only.', 'نعم. نستخدم فقط شامبو متعادل الحموضة وأقمشة من الألياف الدقيقة.'],
  },
  {
    listId: 'insurance',
    question: ['What do I need for an insurance claim?', 'ماذا أحتاج لمطالبة التأمين؟'],
    answer: [
      'Your policy, registration certificate, driving licence and, for an accident, the police report.',
      'وثيقة التأمين واستمارة المركبة ورخصة القيادة، وفي حالة الحادث تقرير الشرطة.',
    ],
  },
  {
    listId: 'bike',
    question: ['How often should my bike be serviced?', 'كم مرة يجب صيانة دراجتي؟'],
    answer: ['Every 3,000 km or three months, and the chain lubricated every 500 km.', 'كل 3,000 كم أو ثلاثة أشهر، مع تشحيم السلسلة كل 500 كم.'],
  },
];

export const SEED_ARTICLES: SeedArticle[] = [
  {
    listId: 'default',
    title: ['Choosing the right engine oil', 'اختيار زيت المحرك المناسب'],
    description: ['What the grades mean, and when synthetic oil is worth it', 'ماذا تعني درجات الزيت، ومتى يستحق الزيت الصناعي'],
    color: '#1c4ed8',
    url: 'https://en.wikipedia.org/wiki/Motor_oil',
  },
  {
    listId: 'default',
    title: ['Why tyres need rotating', 'لماذا تحتاج الإطارات إلى التدوير'],
    description: ['Even wear, longer life and safer braking', 'تآكل متساوٍ وعمر أطول وفرملة أكثر أمانًا'],
    color: '#0f766e',
    url: 'https://en.wikipedia.org/wiki/Tire_rotation',
  },
  {
    listId: 'default',
    title: ['Keeping your AC cold in summer', 'حافظ على برودة المكيف في الصيف'],
    description: ['The signs your car’s AC needs a service', 'علامات تدل على حاجة مكيف سيارتك إلى صيانة'],
    color: '#b45309',
    url: 'https://en.wikipedia.org/wiki/Automobile_air_conditioning',
  },
  {
    listId: 'default',
    title: ['Car batteries and heat', 'بطاريات السيارات والحرارة'],
    description: ['Why batteries fail sooner in hot weather', 'لماذا تتعطل البطاريات أسرع في الطقس الحار'],
    color: '#7c3aed',
    url: 'https://en.wikipedia.org/wiki/Automotive_battery',
  },
];
