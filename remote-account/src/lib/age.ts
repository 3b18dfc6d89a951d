/** UK competitions are for adults: registration refuses anyone under 18 on the day. */
export const MINIMUM_AGE = 18;
export const UNDER_AGE_MESSAGE = 'You must be 18 or over to register.';
export const DATE_OF_BIRTH_REQUIRED = 'Date of birth is required.';

/** Whole years between a YYYY-MM-DD birth date and `today`; null when the date is not a real one. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function validateDateOfBirth(dateOfBirth: string, today: Date): string | null {
  if (!dateOfBirth) return DATE_OF_BIRTH_REQUIRED;
  const age = ageOn(dateOfBirth, today);
  if (age === null || age > 120) return 'Enter a real date of birth.';
  return age < MINIMUM_AGE ? UNDER_AGE_MESSAGE : null;
}
