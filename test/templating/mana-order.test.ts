// The official color order of costs (the order Oracle prints) and the symbol order rule.

import { describe, expect, it } from 'vitest';
import { colorOrder, officialOrder } from '../../server/src/checks/templating/mana-order';
import { readManaCost } from '../../server/src/model/mana';
import type { Color } from '../../server/src/model/types';

const order = (s: string) => colorOrder(s.split('') as Color[]).join('');
const official = (s: string) => officialOrder(readManaCost(s).cost.symbols).join('');

describe('color order (CR 202.1 costs as printed)', () => {
  it('orders ally and enemy pairs clockwise the short way', () => {
    for (const p of ['WU', 'UB', 'BR', 'RG', 'GW', 'WB', 'UR', 'BG', 'RW', 'GU']) {
      expect(order(p)).toBe(p);
      expect(order(p.split('').reverse().join(''))).toBe(p);
    }
  });
  it('orders shards and wedges', () => {
    for (const t of ['WUB', 'UBR', 'BRG', 'RGW', 'GWU', 'WBG', 'URW', 'BGU', 'RWB', 'GUR']) expect(order([...t].sort().join(''))).toBe(t);
  });
  it('orders four colors from the color after the missing one, and all five as WUBRG', () => {
    expect(order('WUBR')).toBe('WUBR');
    expect(order('WBRG')).toBe('BRGW');
    expect(order('UBRG')).toBe('UBRG');
    expect(order('WURG')).toBe('RGWU');
    expect(order('WUBG')).toBe('GWUB');
    expect(order('GRBUW')).toBe('WUBRG');
  });
});

describe('officialOrder', () => {
  it('puts X first, then generic, then colors; keeps every symbol', () => {
    expect(official('{G}{U}{X}{2}')).toBe('{X}{2}{G}{U}');
    expect(official('{U}{G}{G}{1}')).toBe('{1}{G}{G}{U}');
    expect(official('{B}{W}{R}')).toBe('{R}{W}{B}');
    expect(official('{U/W}{U/W}')).toBe('{W/U}{W/U}');
    expect(official('{1}{G}{G/W/P}{W}')).toBe('{1}{G}{G/W/P}{W}');
    expect(official('{C}{2}')).toBe('{2}{C}');
  });
});
