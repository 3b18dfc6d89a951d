/**
 * The kit's form fields, a door of their own (`@shop/remote-kit/forms`, shared like the kit): only the
 * screens with a form load them, so a page without one (home, a list, the basket) does not.
 */
export { Field, TextAreaField, SelectField, type FieldProps, type InputFieldProps } from './ui/Field';
export { ChoiceLabel, SelectOptions } from './ui/choices';
