// The keyword abilities' hover documentation (ide/keyword-docs.ts): what each does, in a few sentences of our own
// words, every statement with its CR section, and what becomes of it on a face-down permanent. `keyword.<slug>.name`
// is the keyword as printed in each language (the official name); `keyword.<slug>.rule.<n>` its rules.

import { def } from '../define';

export const KEYWORD_DOC_MESSAGES = {
  'keyword.kind.static': def('static ability'),
  'keyword.kind.evasion': def('evasion ability'),
  'keyword.kind.activated': def('activated ability'),
  'keyword.kind.triggered': def('triggered ability'),
  // A face-down permanent has no abilities unless its face-down status lists one (CR 708.2): said once per keyword.
  'keyword.face-down': def("A face-down creature doesn't have it, whatever the card says: face down it has only the characteristics its face-down status lists (CR 708.2)."),
  // Flying
  'keyword.flying.name': def("Flying"),
  'keyword.flying.rule.1': def("Only creatures with flying or reach can block it; it can itself block creatures with or without flying (CR 702.9b)."),
  // Reach
  'keyword.reach.name': def("Reach"),
  'keyword.reach.rule.1': def("It can block creatures with flying (CR 702.9b)."),
  // Haste
  'keyword.haste.name': def("Haste"),
  'keyword.haste.rule.1': def("It can attack and use {T} abilities even if you haven't controlled it continuously since your most recent turn began (CR 702.10b, 302.6)."),
  'keyword.haste.rule.2': def("Turning a face-down creature face up doesn't make it new: a creature you have controlled face down since your turn began can attack without haste (CR 302.6, 110.5)."),
  // Vigilance
  'keyword.vigilance.name': def("Vigilance"),
  'keyword.vigilance.rule.1': def("Attacking doesn't tap it, so it can still block or use {T} abilities afterwards (CR 702.20b)."),
  // Trample
  'keyword.trample.name': def("Trample"),
  'keyword.trample.rule.1': def("When it attacks and is blocked, damage beyond what is lethal to its blockers can be assigned to the player, planeswalker or battle it attacks (CR 702.19b)."),
  'keyword.trample.rule.2': def("It changes nothing when it blocks or deals noncombat damage (CR 702.19a)."),
  // First strike
  'keyword.first-strike.name': def("First strike"),
  'keyword.first-strike.rule.1': def("It deals its combat damage in an extra combat damage step, before creatures without first strike or double strike (CR 702.7b)."),
  // Double strike
  'keyword.double-strike.name': def("Double strike"),
  'keyword.double-strike.rule.1': def("It deals combat damage twice: in the first-strike combat damage step and again in the regular one (CR 702.4b)."),
  // Deathtouch
  'keyword.deathtouch.name': def("Deathtouch"),
  'keyword.deathtouch.rule.1': def("A creature dealt damage by it is destroyed the next time state-based actions are checked, however little the damage (CR 702.2b)."),
  'keyword.deathtouch.rule.2': def("In combat, any amount of damage assigned to a blocker counts as lethal, which matters with trample (CR 702.2c, 702.19b)."),
  // Lifelink
  'keyword.lifelink.name': def("Lifelink"),
  'keyword.lifelink.rule.1': def("Damage it deals also makes its controller gain that much life, at the same time (CR 702.15b)."),
  // Menace
  'keyword.menace.name': def("Menace"),
  'keyword.menace.rule.1': def("It can't be blocked except by two or more creatures (CR 702.111b)."),
  // Defender
  'keyword.defender.name': def("Defender"),
  'keyword.defender.rule.1': def("It can't attack (CR 702.3b)."),
  'keyword.defender.rule.2': def("A card with defender can attack while it is face down, and stops being able to once it is turned face up (CR 708.2, 702.3b)."),
  // Flash
  'keyword.flash.name': def("Flash"),
  'keyword.flash.rule.1': def("You may cast the card any time you could cast an instant (CR 702.8a)."),
  'keyword.flash.rule.2': def("Cast face down, it is a spell with no abilities: flash doesn't help, so cast it face down when you could cast a creature spell (CR 708.4)."),
  // Hexproof
  'keyword.hexproof.name': def("Hexproof"),
  'keyword.hexproof.rule.1': def("Spells and abilities your opponents control can't target it; yours can (CR 702.11b)."),
  // Shroud
  'keyword.shroud.name': def("Shroud"),
  'keyword.shroud.rule.1': def("No spell or ability can target it, not even yours (CR 702.18a)."),
  // Indestructible
  'keyword.indestructible.name': def("Indestructible"),
  'keyword.indestructible.rule.1': def("It can't be destroyed: lethal damage and \"destroy\" effects don't remove it (CR 702.12b); exile, sacrifice or 0 toughness still do (CR 704.5f)."),
  // Protection
  'keyword.protection.name': def("Protection"),
  'keyword.protection.rule.1': def("It can't be targeted by spells or abilities of the stated quality (CR 702.16b), enchanted or equipped by things of that quality (CR 702.16c, 702.16d), or blocked by creatures of that quality (CR 702.16f); damage from sources of that quality is prevented (CR 702.16e)."),
  // Equip
  'keyword.equip.name': def("Equip"),
  'keyword.equip.rule.1': def("Pay the equip cost to attach the Equipment to a target creature you control, only when you could cast a sorcery (CR 702.6a)."),
  'keyword.equip.rule.2': def("A face-down creature is a creature: it can be equipped, and the Equipment stays attached when it is turned face up or face down — it is the same permanent (CR 301.5, 708.8, 110.5c)."),
  'keyword.equip.rule.3': def("An Equipment that becomes a creature can't equip anything (CR 301.5c)."),
  // Enchant
  'keyword.enchant.name': def("Enchant"),
  'keyword.enchant.rule.1': def("It says what the Aura can target as a spell and what it can be attached to (CR 702.5a, 303.4a)."),
  'keyword.enchant.rule.2': def("An Aura attached to something it can no longer enchant is put into its owner's graveyard as a state-based action (CR 704.5m)."),
  'keyword.enchant.rule.3': def("\"Enchant creature\" Auras stay on a face-down creature as it turns face up: it is the same permanent (CR 708.8, 110.5c)."),
  // Prowess
  'keyword.prowess.name': def("Prowess"),
  'keyword.prowess.rule.1': def("Whenever you cast a noncreature spell, it gets +1/+1 until end of turn (CR 702.108a)."),
  // Cycling
  'keyword.cycling.name': def("Cycling"),
  'keyword.cycling.rule.1': def("From your hand, pay the cycling cost and discard the card to draw a card (CR 702.29a)."),
  'keyword.cycling.rule.2': def("It works only while the card is in your hand (CR 702.29a)."),
  // Intimidate
  'keyword.intimidate.name': def("Intimidate"),
  'keyword.intimidate.rule.1': def("Only artifact creatures and creatures that share a color with it can block it (CR 702.13b)."),
} as const;
