/** `pnpm --filter @shop/store-api login-link <email>`: a one-time sign-in link for support staff (15 minutes, single use). */
import { mintKey } from '../domain/oneTimeKeys';
import { openStore, publicUrl, runCommand } from './common';

const LIFETIME_MS = 15 * 60 * 1000;

runCommand(() => {
  const email = process.argv[2];
  if (!email) throw new Error('usage: pnpm --filter @shop/store-api login-link <email>');
  const db = openStore();
  const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
  if (!user) throw new Error(`no customer with the email ${email}`);
  const key = mintKey(db, user.id, 'login-as-user', LIFETIME_MS);
  db.close();
  console.log(`${publicUrl}/login-as-user?key=${key}`);
  console.log('Valid once, for 15 minutes.');
});
