import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { SecondaryButton, SecondaryLink, useShopApi, outlinedBox } from '@shop/remote-kit';
import { DRAW_RULE_V2, theme, type DrawResult, type DrawStepResult, formatCount } from '@shop/shared-contracts';
import { proofMoment } from '../proof/drawProofQuery';
import { drawProofPath } from '../proof/drawProofPath';
import { loadDrawVerifier } from '../proof/drawVerifier';
import { StepList } from '../proof/VerifyInBrowser';
import { HASH_CODE_CSS } from '../shared/hashCode';
import { beaconVerificationOutcome, verificationOutcome, type VerificationOutcome } from './drawVerification';

const Box = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 10px;
  padding: 12px;
  ${outlinedBox(theme.radius.small, theme.color.page)}
  dl {
    display: grid;
    gap: 6px;
    margin: 0;
  }
  dt {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${theme.color.inkMuted};
  }
  dd {
    margin: 0;
    color: ${theme.color.ink};
    font-size: 0.9rem;
  }
  code {
    ${HASH_CODE_CSS}
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;
const Outcome = styled.p<{ $verified: boolean }>`
  && {
    margin: 0;
    font-weight: 600;
    color: ${({ $verified }) => ($verified ? theme.color.success : theme.color.danger)};
  }
`;

/**
 * Recomputes one draw here by its own rule: a rule v2 draw step by step (the seed, drand's BLS signature on
 * round R, the round, the entry list, the winner), a first-rule draw from its seed and tickets.
 */
async function verify(api: ReturnType<typeof useShopApi>, result: DrawResult): Promise<VerificationOutcome & { steps: DrawStepResult[] }> {
  if (!globalThis.crypto?.subtle) throw new Error('Web Crypto is not available on this connection.');
  const [proof, { checkDrawProof, verifyDrawProof }] = await Promise.all([api.getDrawProof(result.competition_id), loadDrawVerifier()]);
  if (proof.rule === DRAW_RULE_V2) {
    const checked = await verifyDrawProof(proof, { moment: proofMoment });
    return { ...beaconVerificationOutcome(checked, result.ticket_number, proof.entry_count ?? proof.tickets.length), steps: checked.steps };
  }
  return { ...verificationOutcome(await checkDrawProof(proof), result.ticket_number, proof.tickets.length), steps: [] };
}

/** A main draw's commitment, seed and ticket count, and the Verify button that recomputes the winner here. */
export function DrawProofPanel({ result }: { result: DrawResult }) {
  const api = useShopApi();
  const check = useMutation({
    mutationFn: () => verify(api, result),
    onError: (error) => console.error('[catalog] draw proof could not be checked:', error),
  });
  const outcomeId = `draw-proof-${result.competition_id}`;
  return (
    <Box data-testid="draw-proof">
      <dl>
        <div>
          <dt>Drawn from</dt>
          <dd>
            {formatCount(result.ticket_count ?? 0)} {result.rule === DRAW_RULE_V2 ? 'entries, paid and free by post' : 'sold tickets'}
          </dd>
        </div>
        <div>
          <dt>Commitment, published when the competition opened (SHA-256 of the seed)</dt>
          <dd>
            <code>{result.commitment}</code>
          </dd>
        </div>
        <div>
          <dt>Seed, revealed after the draw</dt>
          <dd>{result.seed ? <code>{result.seed}</code> : 'Published once the draw has taken place'}</dd>
        </div>
      </dl>
      <Actions>
        <SecondaryButton
          type="button"
          data-first-tap={`verify-draw-${result.competition_id}`}
          onClick={() => check.mutate()}
          disabled={check.isPending || !result.seed}
          aria-label={`Verify the draw of ${result.title}`}
          aria-describedby={outcomeId}
        >
          {check.isPending ? 'Verifying…' : 'Verify'}
        </SecondaryButton>
        <SecondaryLink to={drawProofPath({ id: result.competition_id, title: result.title })}>See the draw proof</SecondaryLink>
      </Actions>
      <div id={outcomeId} role="status" aria-live="polite">
        {check.data ? (
          <>
            {check.data.steps.length ? <StepList steps={check.data.steps} /> : null}
            <Outcome $verified={check.data.verified} data-testid="draw-proof-outcome">
              {check.data.verified ? '✓ ' : '✗ '}
              {check.data.message}
            </Outcome>
          </>
        ) : check.isError ? (
          <Outcome $verified={false}>✗ The draw could not be checked just now. Please try again.</Outcome>
        ) : null}
      </div>
    </Box>
  );
}
