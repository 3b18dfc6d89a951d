import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { Page, showToast, useShopApi } from '@shop/remote-kit';
import { media } from '@shop/shared-contracts';
import { FormCard } from '@shop/remote-kit';
import { Field, TextAreaField } from '@shop/remote-kit/forms';
import { PrimaryButton } from '@shop/remote-kit';
import { ContactDetailsAside } from './ContactDetailsAside';
import { contactRequest, prefilledContact, validateContact, type ContactErrors, type ContactValues } from './contactForm';

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const EMPTY: ContactValues = { name: '', email: '', order: '', subject: '', message: '' };
const FIELD_ORDER: (keyof ContactValues)[] = ['name', 'email', 'order', 'subject', 'message'];

/** Contact us: a validated form to `contact`, a success toast, and what we promise about replies. */
export default function ContactScreen() {
  const api = useShopApi();
  const [params] = useSearchParams();
  // A report from the community chat arrives as ?subject=…&message=…, ready to send.
  const [values, setValues] = useState<ContactValues>(() => prefilledContact(EMPTY, params));
  const [errors, setErrors] = useState<ContactErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const send = useMutation({
    mutationFn: (request: ReturnType<typeof contactRequest>) => api.contact(request),
    onSuccess: (result) => {
      if (result.success) {
        showToast('success', result.message || 'Thanks, your message has been sent.');
        setValues(EMPTY);
      } else {
        showToast('error', result.error || result.message || 'An error occurred.');
      }
    },
    onError: (error) => {
      console.error('[catalog] the contact message could not be sent:', error);
      showToast('error', 'Your message could not be sent. Please try again.');
    },
  });
  /** What every field of the form carries for its key: its name, its first-tap mark, its value, its change and its error. */
  const fieldProps = (key: keyof ContactValues) => ({
    name: key,
    'data-first-tap': `contact-${key}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value })),
    error: errors[key],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(contactRequest(values));
  };
  return (
    <Page title="Contact us" lead="Questions about an entry or a prize? We're here to help.">
      <Layout>
        <FormCard ref={form} noValidate onSubmit={submit} aria-label="Contact form" data-testid="contact-form">
          <Field label="Your name" autoComplete="name" {...fieldProps('name')} />
          <Field label="Email address" type="email" autoComplete="email" {...fieldProps('email')} />
          <Field label="Order number" hint="(optional)" inputMode="numeric" {...fieldProps('order')} />
          <Field label="Subject" {...fieldProps('subject')} />
          <TextAreaField label="Message" {...fieldProps('message')} />
          <PrimaryButton type="submit" disabled={send.isPending} aria-busy={send.isPending} data-first-tap="contact-send">
            {send.isPending ? 'Sending…' : 'Send message'}
          </PrimaryButton>
        </FormCard>
        <ContactDetailsAside />
      </Layout>
    </Page>
  );
}
