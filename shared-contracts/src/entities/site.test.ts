import * as v from 'valibot';
import { DEFAULT_SETTINGS, InstantWinNotificationSchema, SettingsSchema } from './site';

describe('settings at the boundary', () => {
  it('gives every missing field its default', () => {
    expect(v.parse(SettingsSchema, {})).toEqual({
      suggested_tickets: [],
      announcement: '',
      live_draw_info: '',
      points_rule: '',
      main_competition: '',
      slider_height_desktop: 0,
      slider_height_mobile: 0,
      slider_height_tablet: 0,
      show_question: 0,
      slider_speed: 0,
      reward_prize_info: '',
      frontend_scripts: [],
    });
    expect(DEFAULT_SETTINGS).toEqual(v.parse(SettingsSchema, {}));
  });

  it('a broken field costs only that field', () => {
    const settings = v.parse(SettingsSchema, {
      announcement: 'Live draw tonight',
      frontend_scripts: { html: '<script></script>' },
      slider_speed: 'fast',
      suggested_tickets: 'five',
      show_question: '1',
    });
    expect(settings).toMatchObject({ announcement: 'Live draw tonight', frontend_scripts: [], slider_speed: 0, suggested_tickets: [], show_question: 1 });
  });
});

describe('instant-win notification at the boundary', () => {
  it('keeps what is there and defaults what is missing or malformed', () => {
    expect(v.parse(InstantWinNotificationSchema, { main_id: '104', title: 'Frenzy', user: null, prize: ['x'] })).toEqual({
      main_id: 104,
      title: 'Frenzy',
      image: '',
      prize: '',
      user: '',
    });
    expect(v.parse(InstantWinNotificationSchema, { main_id: 'abc' }).main_id).toBe(0);
  });
});
