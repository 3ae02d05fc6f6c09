import { describe, expect, it } from 'vitest';
import { trustBadges } from '../../src/lib/server/trust-badges';

describe('trustBadges()', () => {
  it('links each seal the site holds to its registry, enamad first', () => {
    const badges = trustBadges({ enamad: { id: '284517', code: 'Xk3p' }, samandehi: { id: '1402061', p: 'rfth' } });
    expect(badges.map((badge) => badge.kind)).toEqual(['enamad', 'samandehi']);
    expect(badges[0]!.href).toBe('https://trustseal.enamad.ir/?id=284517&Code=Xk3p');
  });

  it('shows no seal the site holds no id for (a made-up one would claim a certificate)', () => {
    expect(trustBadges({ enamad: { id: '', code: '' }, samandehi: { id: '', p: '' } })).toEqual([]);
    expect(
      trustBadges({ enamad: { id: '', code: '' }, samandehi: { id: '1402061', p: 'rfth' } }).map((b) => b.kind),
    ).toEqual(['samandehi']);
  });
});
