import { describe, expect, it } from 'vitest';
import { fairCollectionFlag, jamaicaHourOf } from './collection-contacts.service';
import { jamaicaInstant } from '@common/jamaica-time';

const at = (time: string) => jamaicaInstant('2026-11-24', time);

describe('fair collection flags', () => {
  it('reads the hour on a Jamaica clock', () => {
    expect(jamaicaHourOf(at('07:59:59'))).toBe(7);
    expect(jamaicaHourOf(at('20:00:00'))).toBe(20);
    expect(jamaicaHourOf(new Date('2026-11-25T04:30:00Z'))).toBe(23);
  });

  it('flags calls and visits outside 08:00-20:00, not e-mail or SMS', () => {
    expect(fairCollectionFlag({ method: 'phone', at: at('07:59:00'), contactsInLastWeek: 0 })).toBe('Outside 08:00-20:00 Jamaica time');
    expect(fairCollectionFlag({ method: 'visit', at: at('20:00:00'), contactsInLastWeek: 0 })).toBe('Outside 08:00-20:00 Jamaica time');
    expect(fairCollectionFlag({ method: 'phone', at: at('19:59:59'), contactsInLastWeek: 0 })).toBeNull();
    expect(fairCollectionFlag({ method: 'sms', at: at('23:00:00'), contactsInLastWeek: 0 })).toBeNull();
  });

  it('flags the fourth contact within 7 days, with both reasons when both apply', () => {
    expect(fairCollectionFlag({ method: 'email', at: at('12:00:00'), contactsInLastWeek: 2 })).toBeNull();
    expect(fairCollectionFlag({ method: 'phone', at: at('06:00:00'), contactsInLastWeek: 3 })).toBe('Outside 08:00-20:00 Jamaica time; Contact number 4 within 7 days');
  });
});
