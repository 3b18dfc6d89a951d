import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { EmptyState, Page, showToast, Spinner, useShopApi, useUserState } from '@shop/remote-kit';
import { theme } from '@shop/shared-contracts';
import { FormCard } from '@shop/remote-kit';
import { Field, SelectOptions, TextAreaField } from '@shop/remote-kit/forms';
import { focusRing, PrimaryButton, PrimaryLink } from '@shop/remote-kit';

const Select = styled.select`
  width: 100%;
  min-height: 48px;
  padding: 0 12px;
  border: 2px solid ${theme.color.inkMuted};
  border-radius: ${theme.radius.small};
  background: ${theme.color.surface};
  font: inherit;
  ${focusRing}
`;
const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  font-weight: 700;
`;
const Group = styled.div`
  margin-bottom: 14px;
`;

/** Claim prize: a signed-in winner names the competition and winning ticket and says where to send it. */
export default function ClaimPrizeScreen() {
  const api = useShopApi();
  const { user, authChecked, drawnTickets } = useUserState();
  const [competitionId, setCompetitionId] = useState('');
  const [ticket, setTicket] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ competition?: string; ticket?: string }>({});
  const claim = useMutation({
    mutationFn: (request: { competition_id: number; ticket_number: number; message?: string }) => api.claimPrize(request),
    onSuccess: (result) => {
      if (result.success) {
        showToast('success', result.message || 'Thanks! We have your claim and will be in touch within 2 working days.');
        setTicket('');
        setMessage('');
      } else showToast('error', result.error || 'An error occurred.');
    },
    onError: (failure: { serverMessage?: string | null }) => {
      console.error('[catalog] the prize claim failed:', failure);
      showToast('error', failure.serverMessage || 'An error occurred.');
    },
  });
  if (!user && !authChecked) return <Spinner label="Checking your account" />;
  if (!user) {
    return (
      <Page title="Claim your prize" lead="Winners claim prizes from their account." narrow>
        <EmptyState message="Please sign in to claim a prize.">
          <PrimaryLink to="/auth/login">Sign in</PrimaryLink>
        </EmptyState>
      </Page>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof error = {};
    if (!/^\d+$/.test(competitionId)) found.competition = 'Choose the competition you won.';
    if (!/^\d+$/.test(ticket.trim())) found.ticket = 'Enter your winning ticket number.';
    setError(found);
    if (found.competition || found.ticket) return;
    claim.mutate({ competition_id: Number(competitionId), ticket_number: Number(ticket.trim()), ...(message.trim() ? { message: message.trim() } : {}) });
  };
  return (
    <Page title="Claim your prize" lead="Congratulations! Tell us which prize you won and where to send it." narrow>
      <FormCard noValidate onSubmit={submit} data-testid="claim-form">
        <Group>
          <Label htmlFor="claim-competition">Competition</Label>
          {drawnTickets.length ? (
            <Select
              id="claim-competition"
              value={competitionId}
              onChange={(e) => setCompetitionId(e.target.value)}
              aria-invalid={error.competition ? true : undefined}
            >
              <SelectOptions placeholder="Choose a competition" options={drawnTickets.map((group) => ({ value: group.competition_id, label: group.title }))} />
            </Select>
          ) : (
            <Field
              label="Competition number"
              name="competition"
              inputMode="numeric"
              value={competitionId}
              onChange={(e) => setCompetitionId(e.target.value.replace(/\D/g, ''))}
            />
          )}
          {error.competition ? (
            <p role="alert" style={{ color: theme.color.danger, fontWeight: 700 }}>
              {error.competition}
            </p>
          ) : null}
        </Group>
        <Field
          label="Winning ticket number"
          name="ticket"
          inputMode="numeric"
          value={ticket}
          onChange={(e) => setTicket(e.target.value.replace(/\D/g, ''))}
          error={error.ticket}
        />
        <TextAreaField label="Delivery details or a note (optional)" name="message" value={message} onChange={(e) => setMessage(e.target.value)} />
        <PrimaryButton type="submit" disabled={claim.isPending}>
          {claim.isPending ? 'Sending…' : 'Claim prize'}
        </PrimaryButton>
      </FormCard>
    </Page>
  );
}
