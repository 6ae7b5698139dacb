/**
 * How families reach the office, shown in the contact footer. Placeholders of the demo
 * deployment (the `.example` domain, a Belgrade number): replace them with the real ones.
 */
export const contactDetails = {
  email: 'kontakt@memorialcare.example',
  phoneDisplay: '+381 11 555 0100',
  phoneHref: 'tel:+381115550100',
} as const;
