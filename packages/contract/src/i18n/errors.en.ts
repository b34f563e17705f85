export const errorsEn = {
  unknown: 'Unknown error. Please try again later.',
  unavailable: 'Service temporarily unavailable. Please try again shortly.',
  maintenance: 'The platform is under maintenance. We will be back soon.',
  request_invalid: 'Invalid data: {{details}}',
  url_empty: 'The requested address does not exist.',
  too_large: 'The content sent is too large.',
  unsupported_media: 'Unsupported content type.',
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  location_denied: 'Access denied for your location or IP.',
  no_permission: 'No permission or feature unavailable.',
  not_logged_in: 'You are not logged in. Please log in to continue.',
  logged_out: 'Your account was logged out because it signed in on another device.',
  operator_unauthorized: 'Invalid operator credential.',
  merchant_not_found: 'Merchant not found.',
  field: {
    required: '{{field}} is required',
    invalid_type: '{{field}} has an invalid type',
    too_small: '{{field}} is too short or too small',
    too_big: '{{field}} is too long or too large',
    invalid_format: '{{field}} has an invalid format',
    invalid_value: '{{field}} has a value that is not allowed',
    unrecognized_keys: 'fields not allowed: {{keys}}',
    other: '{{field}} is invalid',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ErrorMessages = Widen<typeof errorsEn>;
