/** Field messages of the forms (SPEC §5, §8); the server uses the same keys in `data.fields`. */
export const validationEn = {
  reg_pattern_4: 'Use 1 to 20 letters, digits or underscores.',
  password_too_short: 'The password needs at least 8 characters.',
  password_too_long: 'The password can have at most 128 characters.',
  in_vwrite_code: 'Type the code shown in the image.',
  verification_code_error: 'Type the verification code you received.',
  in_mobile_incorrect: 'Invalid mobile number.',
  in_email_incorrect: 'Invalid e-mail address.',
  in_cpf_incorrect: 'Invalid CPF.',
  in_birthday_incorrect: 'Wrong birth date.',
  confirm_age: 'You must confirm you are 18 or older.',
  agreement_required: 'You must accept the terms to continue.',
  payment_password_format: 'The payment password has 6 digits.',
  in_confirmation_correct: 'The confirmation does not match the password.',
  in_incorrect_password: 'Confirm your password.',
  invitation_code_error: 'Invalid invitation code.',
  required: 'This field is required.',
  amount_negative: 'The amount cannot be negative.',
  amount_decimals: 'Use at most two decimal places.',
  amount_format: 'Enter a valid amount, for example 50 or 50.25.',
  amount_positive: 'The amount must be greater than zero.',
  request_id_format: 'Invalid request id.',
  holder_name_format: 'Enter the full name of the account holder.',
  date_format: 'Use the date format YYYY-MM-DD.',
  nickname_format: 'The nickname can have at most 20 characters.',
};
type Widen<T> = { [K in keyof T]: string };
export type ValidationMessages = Widen<typeof validationEn>;
