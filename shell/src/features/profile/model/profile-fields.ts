/** The company profile fields, in the order both the details view and the edit form show them. */
export const PROFILE_FIELDS = [
  'name',
  'contact_person',
  'email',
  'phone',
  'website',
  'address_street',
  'address_city',
  'address_postal_code',
  'registration_number',
  'tax_number',
] as const;
