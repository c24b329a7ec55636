/** English texts of the body panel: a damaged part chosen on a drawing of the vehicle (customer spec section 2). */
export const bodyPanelEn = {
  heading: 'Dents & damage',
  intro: 'Turn the vehicle to the damaged side, tap the part, and tell us what happened to it.',
  forVehicle: 'For {{name}}',
  back: 'Back to services',
  side: {
    heading: 'Where is the damage?',
    label: 'Side of the vehicle',
    front: 'Front',
    rear: 'Rear',
    left: 'Left',
    right: 'Right',
  },
  drawing: {
    /** The group of tappable parts on one drawing. */
    label: '{{side}} view: parts you can choose',
    hint: 'Tap the damaged part',
    chosen: 'Chosen: {{part}}',
    clear: 'Clear',
    clearLabel: 'Clear the chosen part',
    noParts: 'Nothing to choose on this side. Try another.',
  },
  damage: {
    heading: 'What happened to the {{part}}?',
    hint: 'Choose all that apply',
    loading: 'Loading the kinds of damage…',
    waiting: 'Choose a part on the picture first.',
  },
  service: {
    heading: 'The service for it',
    loading: 'Finding the service…',
    startingFrom: 'Starting from',
    estimated: 'Estimated cost',
    none: 'No service mends this damage yet. Try another part or damage, or call us.',
    waiting: 'Choose what happened, and we show the service and its price.',
  },
  footer: {
    label: 'Your choice',
    choosePart: 'Choose a part to continue',
    chooseDamage: 'Choose the damage to continue',
  },
  continue: 'Continue',
  noVehicle: {
    title: 'Add your vehicle first',
    body: 'We draw your car or bike so you can point at the damaged part.',
    action: 'Add vehicle',
  },
  loadFailed: 'We could not load the drawing. Check your connection and try again.',
  retry: 'Try again',
};
