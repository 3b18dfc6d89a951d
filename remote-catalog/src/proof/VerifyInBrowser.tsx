import { useState } from 'react';
import styled from 'styled-components';
import { PrimaryButton, outlinedBox } from '@shop/remote-kit';
import { theme, type DrawProofResponse, type DrawStepName, type DrawStepResult } from '@shop/shared-contracts';
import { proofMoment } from './drawProofQuery';
import { loadDrawVerifier } from './drawVerifier';

/** Each check in plain words, in the order the page runs them. */
const STEP_TITLES: Record<DrawStepName, string> = {
  seed: 'The seed matches the commitment published when the competition opened',
  beacon: "The beacon's signature is drand's",
  round: 'The beacon round is the one named when entries closed',
  entries: 'The entry list matches the hash published when entries closed',
  winner: 'The winning ticket follows from the seed, the beacon and the list',
};

/** The steps up to the first that failed: a failed step says which and the checks stop there. */
export function shownSteps(steps: DrawStepResult[]): DrawStepResult[] {
  const failed = steps.findIndex((step) => !step.passed && !step.waiting);
  return failed === -1 ? steps : steps.slice(0, failed + 1);
}

function verdict(steps: DrawStepResult[]): { text: string; passed: boolean } {
  const shown = shownSteps(steps);
  const failed = shown.find((step) => !step.passed && !step.waiting);
  if (failed) return { text: `Not verified: step ${shown.length} of ${steps.length} failed (${STEP_TITLES[failed.step].toLowerCase()}).`, passed: false };
  if (steps.some((step) => step.waiting))
    return { text: 'Every published part checks out so far; the rest can be checked once the draw has taken place.', passed: true };
  return { text: `Verified: all ${steps.length} checks passed in your browser.`, passed: true };
}

const Box = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  ${outlinedBox(theme.radius.medium, theme.color.surface)}
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${theme.color.brandDark};
  }
  p {
    margin: 0;
  }
`;
const Steps = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Step = styled.li<{ $state: 'passed' | 'failed' | 'waiting' }>`
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr);
  gap: 8px;
  strong {
    display: block;
    font-size: 0.95rem;
  }
  span[aria-hidden] {
    font-weight: 700;
    font-size: 1.1rem;
    color: ${({ $state }) => ($state === 'passed' ? theme.color.success : $state === 'failed' ? theme.color.danger : theme.color.inkMuted)};
  }
  p {
    color: ${theme.color.inkMuted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;
const Verdict = styled.p<{ $passed: boolean }>`
  && {
    font-weight: 600;
    color: ${({ $passed }) => ($passed ? theme.color.success : theme.color.danger)};
  }
`;

const MARKS = { passed: '✓', failed: '✗', waiting: '…' } as const;
const STATE_WORDS = { passed: 'Passed', failed: 'Failed', waiting: 'Not yet' } as const;

/** The checks as run, up to the first that failed, each with its plain title and its reason. */
export function StepList({ steps }: { steps: DrawStepResult[] }) {
  return (
    <Steps data-testid="verify-steps">
      {shownSteps(steps).map((step) => {
        const state = step.passed ? 'passed' : step.waiting ? 'waiting' : 'failed';
        return (
          <Step key={step.step} $state={state} data-step={step.step} data-state={state}>
            <span aria-hidden="true">{MARKS[state]}</span>
            <div>
              <strong>
                {STATE_WORDS[state]}: {STEP_TITLES[step.step]}
              </strong>
              <p>{step.reason}</p>
            </div>
          </Step>
        );
      })}
    </Steps>
  );
}

type Run = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; steps: DrawStepResult[] } | { kind: 'error' };

/**
 * "Verify in your browser": the draw's checks, one by one, run here on the published values (the beacon's
 * BLS check loads its code on the first press: nothing else on the shop carries it).
 */
export function VerifyInBrowser({ proof }: { proof: DrawProofResponse }) {
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const verify = async () => {
    setRun({ kind: 'running' });
    try {
      if (!globalThis.crypto?.subtle) throw new Error('Web Crypto is not available on this connection.');
      const { verifyDrawProof } = await loadDrawVerifier();
      setRun({ kind: 'done', steps: (await verifyDrawProof(proof, { moment: proofMoment })).steps });
    } catch (error) {
      console.error('[catalog] the draw proof could not be checked:', error);
      setRun({ kind: 'error' });
    }
  };
  const result = run.kind === 'done' ? verdict(run.steps) : null;
  return (
    <Box aria-labelledby="verify-heading" data-testid="verify-in-browser">
      <h2 id="verify-heading">Check it yourself</h2>
      <p>Your browser repeats every check on the values above: nothing to install, and nothing is sent anywhere.</p>
      <div>
        <PrimaryButton type="button" data-first-tap="verify-in-browser" onClick={() => void verify()} disabled={run.kind === 'running'}>
          {run.kind === 'running' ? 'Verifying…' : 'Verify in your browser'}
        </PrimaryButton>
      </div>
      <div role="status" aria-live="polite">
        {run.kind === 'done' ? (
          <>
            <StepList steps={run.steps} />
            {result ? (
              <Verdict $passed={result.passed} data-testid="verify-verdict">
                {result.text}
              </Verdict>
            ) : null}
          </>
        ) : run.kind === 'error' ? (
          <Verdict $passed={false}>The checks could not run just now. Please try again.</Verdict>
        ) : null}
      </div>
    </Box>
  );
}
