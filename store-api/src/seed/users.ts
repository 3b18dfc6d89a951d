/** Demo accounts; the README documents their sign-in details. */
export interface UserSeed {
  email: string;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  city: string;
}

export const DEMO_CUSTOMER: UserSeed = {
  email: 'demo@anglingprizes.test',
  username: 'demo',
  password: 'TightLines!2024',
  first_name: 'Danny',
  last_name: 'Fairbrass',
  date_of_birth: '1980-05-17',
  city: 'Maidstone',
};

export const SECOND_CUSTOMER: UserSeed = {
  email: 'second@anglingprizes.test',
  username: 'second',
  password: 'BigCommon!2025',
  first_name: 'Alan',
  last_name: 'Blair',
  date_of_birth: '1975-02-03',
  city: 'Leeds',
};

/** Other customers who bought the tickets already sold in the demo catalogue. */
export const OTHER_CUSTOMERS: UserSeed[] = [
  ['Terry', 'Hearn', 'Basingstoke'],
  ['Rob', 'Hughes', 'Bristol'],
  ['Lewis', 'Read', 'Norwich'],
  ['Jenny', 'Bell', 'Carlisle'],
  ['Martin', 'Bowler', 'Swindon'],
].map(([first, last, city]) => ({
  email: `${first!.toLowerCase()}.${last!.toLowerCase()}@anglingprizes.test`,
  username: `${first!.toLowerCase()}${last!.toLowerCase()}`,
  password: 'Angler!Demo2024',
  first_name: first!,
  last_name: last!,
  date_of_birth: '1970-01-01',
  city: city!,
}));
