/** English messages shared by the server and the web app; the key set every catalog must match. */
export const en = {
  errors: {
    BAD_REQUEST: 'The request could not be understood.',
    INVALID_JSON: 'The request body is not valid JSON.',
    VALIDATION_ERROR: 'Some fields are invalid: {{fields}}.',
    EMAIL_REQUIRED: 'Email is required',
    INVALID_EMAIL: 'Please enter a valid email address.',
    INVALID_URL: 'Please enter a valid URL',
    NO_ACTIVE_JOB: 'No active job to cancel',
    PASSWORD_TOO_SHORT: 'Password must be at least {{minimum}} characters long',
    PASSWORD_TOO_LONG: 'Password must be at most {{maximum}} characters long',
    FIELDS_REQUIRED: 'Please fill in all fields',
    WRONG_PASSWORD: 'The current password is incorrect.',
    UNAUTHENTICATED: 'No authentication session',
    INVALID_CREDENTIALS: 'Invalid email or password.',
    INSUFFICIENT_CREDITS: 'You do not have enough credits to generate a video.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'Not found.',
    METHOD_NOT_ALLOWED: 'This method is not allowed here.',
    ACTIVE_JOB_EXISTS: 'You already have a video generation in progress. Please wait for it to complete.',
    WAITLIST_DUPLICATE: 'This email is already on our waitlist',
    ACCOUNT_EXISTS: 'An account with this email already exists. Please sign in.',
    PAYLOAD_TOO_LARGE: 'The request is too large (limit {{limit}}).',
    UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported here.',
    RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
    INTERNAL_ERROR: 'An error occurred. Please try again.',
    WAITLIST_FAILED: 'There was an error joining the waitlist. Please try again.',
    SERVICE_UNAVAILABLE: 'Temporary service issue',
  },
  validation: {
    required: 'This field is required.',
    invalid_type: 'This field has the wrong type.',
    too_small_string: 'Must have at least {{minimum}} characters.',
    too_big_string: 'Must have at most {{maximum}} characters.',
    too_small: 'Must be at least {{minimum}}.',
    too_big: 'Must be at most {{maximum}}.',
    invalid_format: 'This field has the wrong format.',
    invalid_value: 'This is not one of the allowed values.',
    unrecognized_keys: 'Unknown fields: {{keys}}.',
    invalid: 'This value is not valid.',
  },
  waitlist: {
    success: 'Successfully joined the waitlist!',
  },
};

/** The shape every catalog has: the same keys as English, each a string. */
export type Messages = { [Section in keyof typeof en]: Record<keyof (typeof en)[Section], string> };
