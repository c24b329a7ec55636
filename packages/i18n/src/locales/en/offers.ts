/** English texts of the offers and articles, and of the dashboard's app-update prompt. */
export const offersEn = {
  /** /portal/offers (customer spec section 2). */
  list: {
    title: 'Rewards and offers',
    intro: 'Copy a code and apply it in your cart before you book.',
    sections: {
      new: 'Newly added',
      running: 'Offers',
      expired: 'Expired offers',
    },
    newBadge: 'New',
    expiredBadge: 'Expired',
    validTill: 'Valid till {{date}}',
    endedOn: 'Ended {{date}}',
    noneTitle: 'No offers right now',
    noneBody: 'New offers show up here. Check back soon.',
    noExpiredTitle: 'No expired offers',
    noExpiredBody: 'Offers that have ended will be listed here.',
  },
  /** The code in a dashed coupon chip, with its copy button. */
  code: {
    label: 'Code',
    copy: 'Copy',
    copyLabel: 'Copy code {{code}}',
    copied: 'Copied',
    copiedNote: 'Code {{code}} copied',
    copyFailed: 'Could not copy the code. Select it and copy it yourself.',
  },
  /** /portal/offer-details/:offerId */
  details: {
    title: 'Offer details',
    validity: 'Validity',
    validFromTo: '{{start}} to {{end}}',
    terms: 'Terms and conditions',
    noTerms: 'No further terms apply.',
    howToUse: 'Apply this code in your cart before you book.',
    expiredNote: 'This offer has ended: its code can no longer be applied.',
    bookService: 'Book a Service',
    backToOffers: 'All offers',
    notFoundHeading: 'Offer not found',
    notFoundBody: 'This offer does not exist or is no longer listed.',
  },
  /** The dashboard's row of offers and articles. */
  slider: {
    title: 'Offers and articles',
    articlesTitle: 'Articles',
    seeAll: 'See all offers',
    previous: 'Previous',
    next: 'Next',
    article: 'Article',
    opensNewTab: '(opens in a new tab)',
  },
  /** Customer spec section 8: a forced dialog below minAppVersion, a prompt naming the store below its version. */
  appUpdate: {
    requiredTitle: 'Update required',
    requiredBody: 'This version of {{brand}} is no longer supported. Update to go on booking and tracking your services.',
    update: 'Update now',
    storeTitle: 'App Update',
    storeBody: 'A newer version of {{brand}} is available on {{store}}.',
    openStore: 'Update on {{store}}',
    later: 'Later',
    appStore: 'the App Store',
    playStore: 'Google Play',
  },
};
