/** English texts of Refer and Earn (customer spec sections 2, 5, 8 and 9). */
export const referralEn = {
  title: 'Refer and Earn',
  /** The side menu's entry. */
  menu: 'Refer and Earn',
  intro: 'Invite friends to service their vehicle with us and earn points.',
  loadFailed: 'Your referral details could not be loaded.',
  /** The hero card in the brand's colour. */
  hero: {
    pointsLabel: 'Points earned',
    /** After the big number. */
    pointsUnit: 'points',
    earnUpTo: 'Earn up to {{maxCoins}} points by inviting {{total}} friends',
    codeLabel: 'Your referral code',
    copy: 'Copy',
    copyLabel: 'Copy your code {{code}}',
    copied: 'Copied',
    copiedNote: 'Code {{code}} copied',
    copyFailed: 'Could not copy. Select the code and copy it yourself.',
    share: 'Share',
    shareLabel: 'Share your code {{code}}',
    shareTitle: 'Refer and Earn',
    shareText: 'Use my code {{code}} when you join {{brand}} and book your first service: {{link}}',
    messageCopied: 'Invite message copied. Paste it in a chat to a friend.',
  },
  progress: {
    remaining: '{{remaining}} of {{total}} referrals remaining',
    label: 'Referrals used: {{used}} of {{total}}',
    allUsed: 'You have used all your referrals. Thank you for spreading the word!',
  },
  howItWorks: {
    title: 'How it works',
    share: 'Share your code with a friend',
    book: 'Your friend applies it and books a service within {{days}} days',
    earn: 'You earn {{points}} points when their first service is completed',
  },
  terms: {
    title: 'Terms',
    perFriend: 'Earn {{points}} points for each friend whose first service is completed.',
    max: 'You can earn at most {{maxCoins}} points, for {{total}} friends.',
    window: 'Your friend must book a service within {{days}} days of applying your code.',
    own: 'Your own code cannot be used.',
    once: 'A friend can apply only one referral code.',
  },
  /** The bottom bar: apply another customer's code. */
  apply: {
    region: 'Apply a friend’s code',
    label: 'Friend’s referral code',
    placeholder: 'Enter code',
    submit: 'Apply',
    applied: 'Referral code applied. Book a service within 30 days to reward your friend.',
    joined: 'You joined with code {{code}}',
    joinedNote: 'Book a service within {{days}} days to reward your friend.',
  },
  /** Customer spec section 5: the field's own rules. */
  rules: {
    empty: 'Please enter valid referral code',
    unknown: 'No user found with this referral code',
  },
};
