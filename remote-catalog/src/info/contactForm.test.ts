import { contactRequest, validateContact } from './contactForm';

const valid = { name: 'Sam Angler', email: 'sam@example.co.uk', order: '', subject: 'My tickets', message: 'Where are my numbers?' };

describe('contact form checks', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });
  it('names each missing or invalid field', () => {
    expect(validateContact({ name: ' ', email: 'sam@example', order: '', subject: '', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email address is invalid.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    expect(validateContact({ ...valid, email: '' }).email).toBe('Email address is required.');
  });
  it("checks the email with the shop's one rule, the server's: a@b.c is refused, o'neil@example.com accepted", () => {
    expect(validateContact({ ...valid, email: 'a@b.c' }).email).toBe('Email address is invalid.');
    expect(validateContact({ ...valid, email: "o'neil@example.com" })).toEqual({});
  });
  it('puts the optional order number at the top of the message', () => {
    expect(contactRequest({ ...valid, order: ' 1001 ' }).message).toBe('Order number: 1001\n\nWhere are my numbers?');
    expect(contactRequest(valid).message).toBe('Where are my numbers?');
  });
});
