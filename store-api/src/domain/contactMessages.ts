import type { Db } from '../db/database';
import { sql } from '../db/statements';

/** The `contact_messages` table: what visitors sent through the contact form. */
export function saveContactMessage(db: Db, message: { name: string; email: string; subject: string; message: string }, at = Date.now()): void {
  sql(db, 'INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)').run(
    message.name,
    message.email,
    message.subject,
    message.message,
    at,
  );
}
