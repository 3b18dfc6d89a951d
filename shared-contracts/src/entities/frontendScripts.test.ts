import * as v from 'valibot';
import { SettingsSchema } from './site';

const scriptsOf = (frontend_scripts: unknown) => v.parse(SettingsSchema, { frontend_scripts }).frontend_scripts;

describe('settings.frontend_scripts at the boundary', () => {
  it('reads each entry with its consent flag; an entry without the flag does not need consent', () => {
    expect(
      scriptsOf([
        { html: '<script>window.live = 1</script>' },
        { html: '<script src="https://analytics.example/tag.js"></script>', needs_consent: true },
        { html: '<script>window.off = 1</script>', needs_consent: false },
      ]),
    ).toEqual([
      { html: '<script>window.live = 1</script>', needs_consent: false },
      { html: '<script src="https://analytics.example/tag.js"></script>', needs_consent: true },
      { html: '<script>window.off = 1</script>', needs_consent: false },
    ]);
  });

  it('reads the flag as WordPress sends booleans', () => {
    const flags = ['1', 1, 'yes', 'on', 'true', '0', 0, 'no', '', null].map(
      (needs_consent) => scriptsOf([{ html: '<p>x</p>', needs_consent }])[0]?.needs_consent,
    );
    expect(flags).toEqual([true, true, true, true, true, false, false, false, false, false]);
  });

  it('takes the single HTML string of a backend without the flag as one script that does not need consent', () => {
    expect(scriptsOf('<script>window.legacy = 1</script>')).toEqual([{ html: '<script>window.legacy = 1</script>', needs_consent: false }]);
  });

  it('drops only the broken entries: no HTML, blank HTML, an unreadable flag, not an object', () => {
    expect(
      scriptsOf([
        { needs_consent: true },
        { html: '   ' },
        { html: '<script>window.unsure = 1</script>', needs_consent: { maybe: true } },
        'stray text',
        { html: '<script>window.kept = 1</script>', needs_consent: '1' },
      ]),
    ).toEqual([{ html: '<script>window.kept = 1</script>', needs_consent: true }]);
  });

  it('is an empty list when missing, blank or of the wrong shape', () => {
    expect([scriptsOf(undefined), scriptsOf(''), scriptsOf('  '), scriptsOf({ html: '<script></script>' }), scriptsOf(42)]).toEqual([[], [], [], [], []]);
  });
});
