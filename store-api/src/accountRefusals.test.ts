import { FORM_MESSAGES, isApiError, refusedFields, validateEmail, type ShopApi } from '@shop/shared-contracts';
import type { RunningStoreApi } from './server';
import { clientFor, signedInClient, startTestApi } from './testing/testApi';

/** What the account forms meet from the server: refusals by parameter, and the password change's two spec cases. */
describe('account refusals', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const registration = { first_name: 'Siobhan', last_name: "O'Neil", password: 'Riverbank!2024', date_of_birth: '1988-03-17' };
  const failureOf = (call: Promise<unknown>) =>
    call.then(
      () => new Error('the server accepted it'),
      (error: unknown) => error,
    );

  it("refuses an address the forms refuse, naming the parameter, and the forms' one rule gives the same sentence", async () => {
    const refusal = await failureOf(clientFor(api).register({ ...registration, email: 'a@b.c' }));
    expect(isApiError(refusal) && { status: refusal.status, code: refusal.code, params: refusal.refusedParams }).toEqual({
      status: 400,
      code: 'rest_invalid_param',
      params: ['email'],
    });
    const atTheField = refusedFields(refusal, { params: { email: 'email' }, sentences: { email: FORM_MESSAGES.emailInvalid } });
    expect(atTheField).toEqual({ email: 'Email address is invalid.' });
    expect(validateEmail('a@b.c')).toBe(atTheField.email);
  });

  it("accepts an apostrophe in an address, as the forms do (o'neil@example.com)", async () => {
    expect(validateEmail("o'neil@example.com")).toBeNull();
    const user = await clientFor(api).register({ ...registration, email: "o'neil@example.com" });
    expect(user.email).toBe("o'neil@example.com");
  });

  describe("the password change: 'Please Fill all password fields.' for the spec's two cases only", () => {
    let client: ShopApi;
    beforeAll(async () => {
      client = await signedInClient(api, 'second');
    });
    const save = (password_current: string, password_1: string, password_2: string) =>
      client.updateProfile({
        account_first_name: 'Al',
        account_last_name: 'Blair',
        account_display_name: 'Al Blair',
        account_email: 'second@anglingprizes.test',
        password_current,
        password_1,
        password_2,
      });

    it.each([
      ['a current password without a new one', 'BigCommon!2025', '', ''],
      ['a current password and a confirmation without a new one', 'BigCommon!2025', '', 'Another!2026x'],
      ['a new password without its confirmation', 'BigCommon!2025', 'Another!2026x', ''],
      ['a new password alone', '', 'Another!2026x', ''],
    ])('%s', async (_case, current, next, confirm) => {
      expect(await save(current, next, confirm)).toEqual({ success: false, error: 'Please Fill all password fields.' });
    });

    it('asks for the current password when a new one and its confirmation come without it', async () => {
      expect(await save('', 'Another!2026x', 'Another!2026x')).toEqual({ success: false, error: 'Please enter your current password to set a new one.' });
    });
  });
});
